import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ImigongoDiamond } from "../../../components/ui/imigongo.tsx";
import { T } from "../resources-texts.ts";

/** product §2 'You can contribute too!' with its three audience questions. */
export function ContributeSection() {
  return (
    <section aria-labelledby="contribute-title" className="bg-clay text-white">
      <div className="container-page grid gap-8 py-12 md:grid-cols-[auto_1fr] md:items-center">
        <ImigongoDiamond className="hidden size-32 md:block" />
        <div>
          <h2 id="contribute-title" className="text-3xl font-semibold text-white">
            {T.home.contributeTitle}
          </h2>
          <p className="mt-2 text-clay-soft">{T.home.contributeLead}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {T.home.audiences.map((audience) => (
              <li key={audience.question} className="rounded-lg bg-clay-dark p-4">
                <h3 className="font-sans text-base font-semibold text-white">{audience.question}</h3>
                <p className="mt-1 text-sm text-clay-soft">{audience.text}</p>
              </li>
            ))}
          </ul>
          <Link to="/register" className={buttonClass("secondary", "lg", "mt-6 border-white")}>
            {T.home.contributeCta}
          </Link>
        </div>
      </div>
    </section>
  );
}
