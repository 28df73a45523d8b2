import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";

export type Call = { method: string; url: string; body: unknown };
/** A fixed answer, or one computed from the request (e.g. a list filtered by its query string). */
type Reply =
  | { status: number; body?: unknown }
  | ((request: { url: URL; body: unknown }) => Promise<{ status: number; body?: unknown }>);

/**
 * A fetch that answers by "METHOD /path" from a table, and records every call, so a component test
 * exercises the real API client (bearer, errors, JSON) without a server.
 */
export function fakeApi(routes: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.split("?")[0];
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const entry = routes[`${method} ${path}`];
      const next = Array.isArray(entry) ? entry.shift() : entry;
      const reply =
        typeof next === "function"
          ? await next({ url: new URL(url, "http://localhost"), body })
          : (next ?? { status: 404, body: { detail: "Not found." } });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** Renders inside a query client and an open dialog, as the sections show their forms. */
export function renderInDialog(children: ReactNode) {
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <Dialog open>
        <DialogContent title="Form">{children}</DialogContent>
      </Dialog>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/**
 * Renders a whole section inside its own query client, as the admin shell does. Failed reads are not
 * retried, so an error state shows at once instead of after the client's back-off.
 */
export function renderSection(children: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const utils = render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  return { ...utils, queryClient };
}

export function pngFile(name: string, size = 64) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: "image/png" });
}
