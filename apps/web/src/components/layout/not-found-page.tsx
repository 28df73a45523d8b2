import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { ImigongoDiamond } from "../ui/imigongo.tsx";
import { notFoundTexts as t } from "./not-found-texts.ts";

/** product §2: any other path. */
export default function NotFoundPage() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <title>{t.title}</title>
      <ImigongoDiamond className="size-24" />
      <p className="mt-6 font-display text-6xl font-semibold text-clay">404</p>
      <h1 className="mt-4 max-w-xl font-sans text-xl font-medium text-ink">{t.message}</h1>
      <Link to="/" className={buttonClass("primary", "lg", "mt-8")}>
        {t.home}
      </Link>
    </section>
  );
}
