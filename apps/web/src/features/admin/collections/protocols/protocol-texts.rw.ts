import type { Translation } from "@heritage/domain/i18n/translation";
import type { ProtocolTextsSource } from "./protocol-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<ProtocolTextsSource> = {
  title: "Amabwiriza y’umuco",
  intro: "Abemerewe kubona iki kintu, n’ibirango umuryango wacyo wagishyizeho.",
  loading: "Amabwiriza y’iki kintu araza",
  loadFailed: "Amabwiriza y’iki kintu ntiyabashije kuboneka.",
  retry: "Ongera ugerageze",
  access: "Urwego rwo kukibona",
  accessLevels: {
    public: "Rusange: buri wese",
    community: "Umuryango: abanyamuryango binjiye muri konti",
    restricted: "Kigenewe bamwe: abavuzwe amazina n’abayobozi gusa",
  },
  community: "Umuryango (izina ryawo rigufi)",
  viewers: "Abemerewe kukibona (amazina ya konti, rimwe ku murongo)",
  sacred: "Ubumenyi butagatifu cyangwa bw’ibanga (ntibujya ku mugaragaro)",
  labels: "Ibirango by’ubumenyi gakondo n’iby’ibinyabuzima n’umuco",
  labelsOnly: "Ushobora guhindura ibirango; urwego rwo kukibona rugenwa n’abayobozi.",
  save: "Bika amabwiriza",
  saving: "Birabikwa…",
  saved: "Amabwiriza yabitswe",
  saveFailed: "Amabwiriza ntiyabashije kubikwa.",
};
export default rw;
