import type { Language } from "@heritage/domain/languages";
import { useSyncExternalStore } from "react";
import { activeLanguage, subscribeLanguage } from "./language.ts";

/** The active language; a component that calls it re-renders (and re-reads its texts) on a switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, activeLanguage, activeLanguage);
}
