import type { Translation } from "@heritage/domain/i18n/translation";
import type { DemoPaymentsTextsSource } from "./demo-payments-texts.ts";

const fr: Translation<DemoPaymentsTextsSource> = {
  label: "Installation de démonstration",
  message: "Paiements de démonstration : aucun argent ne circule",
};

export default fr;
