import type { Translation } from "@heritage/domain/i18n/translation";
import type { ProtocolTextsSource } from "./protocol-texts.ts";

const fr: Translation<ProtocolTextsSource> = {
  title: "Protocoles culturels",
  intro: "Qui peut voir cet objet, et les labels que sa communauté y a apposés.",
  loading: "Chargement des protocoles de l’objet",
  loadFailed: "Les protocoles de l’objet n’ont pas pu être chargés.",
  retry: "Réessayer",
  access: "Niveau d’accès",
  accessLevels: {
    public: "Public : tout le monde",
    community: "Communauté : membres connectés de la communauté",
    restricted: "Restreint : seulement les personnes nommées et les administrateurs",
  },
  community: "Communauté (son nom court)",
  viewers: "Personnes autorisées (noms d’utilisateur, un par ligne)",
  sacred: "Savoir sacré ou secret (jamais public)",
  labels: "Labels Savoirs traditionnels et Bioculturels",
  labelsOnly: "Vous pouvez changer les labels ; le niveau d’accès revient aux administrateurs.",
  save: "Enregistrer les protocoles",
  saving: "Enregistrement…",
  saved: "Protocoles enregistrés",
  saveFailed: "Les protocoles n’ont pas pu être enregistrés.",
};
export default fr;
