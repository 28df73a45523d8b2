import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";

export type Call = { method: string; url: string; body: unknown };
type Reply = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);

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
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const entry = routes[`${method} ${path}`];
      const next = Array.isArray(entry) ? entry.shift() : entry;
      const reply =
        typeof next === "function" ? await next() : (next ?? { status: 404, body: { detail: "Not found." } });
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

export function pngFile(name: string, size = 64) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: "image/png" });
}
