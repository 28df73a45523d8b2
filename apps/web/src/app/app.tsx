import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { DemoPaymentsBanner } from "../components/layout/demo-payments-banner.tsx";
import { LazyToaster } from "../components/ui/lazy-toaster.tsx";
import { queryClient, refetchOnLanguageSwitch } from "../lib/query-client.ts";
import { router } from "./router.tsx";

refetchOnLanguageSwitch(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DemoPaymentsBanner />
      <LazyToaster />
    </QueryClientProvider>
  );
}
