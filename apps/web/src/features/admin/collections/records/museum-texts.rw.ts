import type { Translation } from "@heritage/domain/i18n/translation";
import type { MuseumTextsSource } from "./museum-texts.ts";

const rw: Translation<MuseumTextsSource> = {
  category: "Icyiciro",
  noCategory: "Nta cyiciro",
  categories: {
    Historical: "Iby’amateka",
    Cultural: "Iby’umuco",
    History: "Amateka",
    Memorial: "Urwibutso",
    Art: "Ubugeni",
  },
  hours: "Amasaha yo gufungura",
  hoursHint: "Uko abasura bayasoma, urugero: 8:00 - 17:00, buri munsi.",
  longDescription: "Ibyerekeye inzu ndangamurage (inyandiko ndende)",
  cover: "Ifoto y’igifuniko",
  chooseCover: "Hitamo ifoto",
  changeCover: "Hindura ifoto",
  removeCover: "Kuraho ifoto",
  coverHint: "PNG, JPEG, WebP cyangwa GIF. Ibikwa nka WebP.",
  coverChosen: "Ifoto y’igifuniko yatoranyijwe",
  noCover: "Nta foto y’igifuniko iraboneka",
  uploadingCover: "Birimo koherezwa...",
  coverFailed: "Ifoto ntiyoherejwe. Ongera ugerageze.",
  exhibitions: "Imurikabikorwa ryo kuri murandasi",
  exhibitionsNote: "Ingendo, ubunararibonye n’imurikabikorwa, uko abasura babibona bikurikirana.",
  noExhibitions: "Nta murikabikorwa riraboneka.",
  exhibition: (n: number) => `Imurikabikorwa rya ${n}`,
  addExhibition: "Ongeraho imurikabikorwa",
  removeExhibition: (n: number) => `Kuraho imurikabikorwa rya ${n}`,
  moveUp: (n: number) => `Zamura imurikabikorwa rya ${n}`,
  moveDown: (n: number) => `Manura imurikabikorwa rya ${n}`,
  exhibitionTitle: "Umutwe",
  exhibitionDescription: "Ibisobanuro",
  duration: "Igihe bimara",
  durationHint: "urugero: iminota 45",
  type: "Ubwoko",
  chooseType: "Hitamo ubwoko",
  types: { tour: "Urugendo", experience: "Ubunararibonye", exhibition: "Imurikabikorwa" },
  featured: "Byatoranyijwe",
};

export default rw;
