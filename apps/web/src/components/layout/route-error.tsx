import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { sharedTexts } from "../shared-texts.ts";
import { buttonClass } from "../ui/button.tsx";
import { ImigongoBand } from "../ui/imigongo.tsx";

/** When a route fails to render or its chunk fails to load (for example after a new release). */
export function RouteError() {
  const t = sharedTexts.routeError;
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t.note;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-paper px-6 text-center">
      <ImigongoBand className="mb-8 max-w-xs" tone="clay" />
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      <p className="mt-3 max-w-md text-muted">{message}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          {t.reload}
        </button>
        <Link to="/" className={buttonClass("secondary")}>
          {t.home}
        </Link>
      </div>
    </main>
  );
}
