import type { Translation } from "@heritage/domain/i18n/translation";
import type { CommunitiesTextsSource } from "./communities-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<CommunitiesTextsSource> = {
  title: "Imiryango yanjye",
  intro:
    "Ubumenyi bumwe busangizwa gusa abanyamuryango b’umuryango wabwo. Saba kwinjira mu wawe: abarinzi bawo cyangwa umuyobozi ni bo bafata icyemezo.",
  loading: "Imiryango iraza",
  loadFailed: "Ntitwabashije kubona imiryango. Ongera ugerageze.",
  ask: "Saba kwinjira",
  askNamed: (name: string) => `Saba kwinjira muri ${name}`,
  askAgain: "Ongera usabe",
  askAgainNamed: (name: string) => `Ongera usabe kwinjira muri ${name}`,
  asked: "Ubusabe bwawe bwoherejwe",
  askFailed: "Ubusabe bwawe ntibwabashije koherezwa. Ongera ugerageze.",
  steward: "Fata ibyemezo nk'umurinzi",
  stewardNamed: (name: string) => `Fata ibyemezo nk'umurinzi wa ${name}`,
  status: {
    pending: "Ubusabe bwawe butegereje icyemezo.",
    member: "Uri umunyamuryango.",
    steward: "Uri umurinzi w’uyu muryango.",
    declined: "Ubusabe bwawe bwanzwe.",
  },
  reason: "Impamvu yatanzwe",
};
export default rw;
