import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "../ui/button.tsx";
import { ImigongoBand } from "../ui/imigongo.tsx";

/** When a route fails to render or its chunk fails to load (for example after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "This page could not be shown. Reloading usually fixes it.";
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-paper px-6 text-center">
      <ImigongoBand className="mb-8 max-w-xs" tone="clay" />
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-3 max-w-md text-muted">{message}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonClass("secondary")}>
          Go back home
        </Link>
      </div>
    </main>
  );
}
