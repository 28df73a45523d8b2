import type { AdminSection } from "@heritage/domain/constants";
import { useCallback, useState } from "react";
import { setActiveSidebarItem } from "../../../lib/session.ts";
import { storedSection } from "./sections.ts";

/** The chosen sidebar item, kept in activeSidebarItem so a reload comes back to it (product §2). */
export function useActiveSection() {
  const [section, setSection] = useState<AdminSection>(storedSection);
  const choose = useCallback((next: AdminSection) => {
    setActiveSidebarItem(next);
    setSection(next);
  }, []);
  return [section, choose] as const;
}
