import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { RouterProvider } from "react-router";
import { DemoPaymentsBanner } from "../components/layout/demo-payments-banner.tsx";
import { LazyToaster } from "../components/ui/lazy-toaster.tsx";
import { replayEarlyEvents } from "../lib/early-events.ts";
import { queryClient } from "../lib/query-client.ts";
import { browserRouter } from "./router.tsx";

/** What every page is drawn in, in the browser and on the server (decision 228): only the router differs. */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DemoPaymentsBanner />
      <LazyToaster />
    </QueryClientProvider>
  );
}

export function App() {
  // The root has committed: the taps held on a server-drawn page before now are played (decision 237).
  useEffect(() => replayEarlyEvents(), []);
  return (
    <AppFrame client={queryClient}>
      <RouterProvider router={router()} />
    </AppFrame>
  );
}

let made: ReturnType<typeof browserRouter> | null = null;
function router() {
  made ??= browserRouter();
  return made;
}
