import type { Translation } from "@heritage/domain/i18n/translation";
import type { PageHeadTextsSource } from "./page-head-texts.ts";

const rw: Translation<PageHeadTextsSource> = {
  siteName: "Digital Heritage Platform",
  siteDescription:
    "Digital Heritage Platform: umuryango wo kuri interineti ushyira mu buryo bw’ikoranabuhanga, ubungabunga kandi wizihiza umurage ndangamuco w’u Rwanda n’Afurika.",
  home: "Ahabanza",
  repository: "Ububiko bw’umurage",
  elearning: "Amasomo",
  market: "Isoko",
  descriptions: {
    about:
      "Abo turi bo: itsinda ry’i Kigali ry’abashinzwe ububiko, abarimu, abanyabukorikori n’abahanga mu ikoranabuhanga, twubaka inzu rusange y’umurage ndangamuco w’u Rwanda n’Afurika.",
    involved:
      "Ba umukorerabushake, tanga inyandiko, gurisha ibihangano byawe cyangwa ufatanye natwe kubungabunga umurage.",
    market:
      "Gura ibihangano, ubugeni n’ibitabo by’u Rwanda n’Afurika ku babikora ubwabo, ku biciro mu mafaranga y’u Rwanda.",
    resources:
      "Amashusho, ingoro ndangamurage, amasomero n’ibyegeranyo by’umurage ndangamuco w’u Rwanda n’Afurika.",
    elearning: "Amasomo y’ubuntu ku mateka, ururimi, ubukorikori n’umuco by’u Rwanda, n’impamyabumenyi.",
    login: "Injira muri konti yawe ya Digital Heritage Platform.",
    register: "Fungura konti ya Digital Heritage Platform kugira ngo ugure, wige kandi utange umusanzu.",
  },
};

export default rw;
