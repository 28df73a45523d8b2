import { Suspense, useEffect, useState } from "react";
import { lazyWithTexts } from "../../lib/i18n/relocalized.tsx";
import { subscribeToasts } from "./toast-store.ts";

const Toaster = lazyWithTexts(() => import("./toaster.tsx").then((module) => ({ default: module.Toaster })));

/** Mounts the toast viewport (Radix) on the first toast, keeping it out of the first page's JavaScript. */
export function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(
    () =>
      subscribeToasts((items) => {
        if (items.length > 0) setNeeded(true);
      }),
    [],
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
