import type { Translation } from "@heritage/domain/i18n/translation";
import type { StoryTextsSource } from "./story-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<StoryTextsSource> = {
  title: "Inkuru y’iki gihangano",
  madeBy: "Cyakozwe na",
  community: "Umuryango",
  practice: "Umuco",
  makerPage: (name: string) => `${name}, ipaji y’umuhanzi`,
  fromTradition: "Bituruka kuri uyu muco, mu bubiko",
};
export default rw;
