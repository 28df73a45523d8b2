import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";

/** Shows the current path so tests can assert where a screen navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` at `path` inside a memory router, with stand-in pages for other paths. */
export function renderRoute(
  element: ReactNode,
  { path = "/", initialEntry }: { path?: string; initialEntry?: unknown } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry ?? path] as never },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
