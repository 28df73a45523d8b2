import { SECTION_LABELS } from "../admin-texts.ts";
import { ComingSoon } from "../shared/coming-soon.tsx";

/** The carts section: 'Coming Soon' until its issue replaces this file. */
export default function CartsSection() {
  return <ComingSoon title={SECTION_LABELS.carts} />;
}
