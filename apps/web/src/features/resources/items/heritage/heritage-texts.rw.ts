import type { Translation } from "@heritage/domain/i18n/translation";
import type { HeritageTextsSource } from "./heritage-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<HeritageTextsSource> = {
  labelsTitle: "Ibirango by’ubumenyi gakondo n’iby’ibinyabuzima n’umuco",
  labelsIntro: "Umuryango washyize ibi birango kuri iki kintu. Bisobanura uko gishobora gukoreshwa.",
  labelMeaning: (name: string) => `Icyo ${name} gisobanura, kuri localcontexts.org`,
  kindName: { tk: "Ikirango cy’ubumenyi gakondo", bc: "Ikirango cy’ibinyabuzima n’umuco" },
  madeTodayTitle: "Ibikorwa muri iki gihe muri uyu muco",
  madeTodayIntro: "Ibihangano biri ku isoko byakozwe n’abakomeza uyu muco.",
  noPicture: "Nta foto",
  buyTitle: "Gura iki gitabo",
  buyIntro: "Iki gitabo kigurishwa ku isoko.",
  addToCart: "Shyira mu gitebo",
  addBookToCart: (title: string) => `Shyira mu gitebo: ${title}`,
  seeInMarket: "Kirebere ku isoko",
  price: (price: string) => `Igiciro: ${price}`,
};
export default rw;
