import type { Translation } from "@heritage/domain/i18n/translation";
import type { DemoPaymentsTextsSource } from "./demo-payments-texts.ts";

const rw: Translation<DemoPaymentsTextsSource> = {
  label: "Urubuga rw’igerageza",
  message: "Kwishyura by’igerageza: nta mafaranga yimuka",
};

export default rw;
