import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { SHELL_TEXT } from "../admin-texts.ts";
import { SectionHeader } from "./section-header.tsx";

/** product §2: Orders, Carts and Settings are 'Coming Soon' until their own issues fill them. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <SectionHeader title={title} />
      <EmptyState title={SHELL_TEXT.comingSoon} description={SHELL_TEXT.comingSoonNote} />
    </>
  );
}
