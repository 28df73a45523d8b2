import { SECTION_LABELS } from "../admin-texts.ts";
import { ComingSoon } from "../shared/coming-soon.tsx";

/** The orders section: 'Coming Soon' until its issue replaces this file. */
export default function OrdersSection() {
  return <ComingSoon title={SECTION_LABELS.orders} />;
}
