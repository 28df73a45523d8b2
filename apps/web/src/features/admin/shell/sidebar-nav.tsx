import type { AdminSection } from "@heritage/domain/constants";
import { cn } from "../../../lib/cn.ts";
import { SECTION_LABELS, SHELL_TEXT } from "../admin-texts.ts";
import { MAIN_SECTIONS, SETTINGS_SECTION, type SectionItem } from "./sections.ts";

/** The sidebar's items; the same list serves the desktop sidebar and the phone menu. */
export function SidebarNav({
  active,
  onChoose,
}: {
  active: AdminSection;
  onChoose: (section: AdminSection) => void;
}) {
  const button = ({ id, icon: Icon }: SectionItem) => (
    <li key={id}>
      <button
        type="button"
        onClick={() => onChoose(id)}
        aria-current={active === id ? "page" : undefined}
        className={cn(
          "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors",
          active === id ? "bg-clay text-white" : "text-paper/85 hover:bg-paper/10 hover:text-paper",
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {SECTION_LABELS[id]}
      </button>
    </li>
  );
  return (
    <nav aria-label={SHELL_TEXT.sectionsNav} className="flex flex-1 flex-col gap-6">
      <ul className="flex flex-col gap-1">{MAIN_SECTIONS.map(button)}</ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-paper/15 pt-4">
        {button(SETTINGS_SECTION)}
      </ul>
    </nav>
  );
}
