import type { Translation } from "@heritage/domain/i18n/translation";
import type { CommunitiesTextsSource } from "./communities-texts.ts";

const fr: Translation<CommunitiesTextsSource> = {
  title: "Mes communautés",
  intro:
    "Certains savoirs ne sont partagés qu’avec les membres de leur communauté. Demandez à rejoindre la vôtre : ses gardiens ou un administrateur décident.",
  loading: "Chargement des communautés",
  loadFailed: "Nous n’avons pas pu charger les communautés. Veuillez réessayer.",
  ask: "Demander à rejoindre",
  askNamed: (name: string) => `Demander à rejoindre ${name}`,
  askAgain: "Demander à nouveau",
  askAgainNamed: (name: string) => `Demander à nouveau à rejoindre ${name}`,
  asked: "Votre demande a été envoyée",
  askFailed: "Votre demande n’a pas pu être envoyée. Veuillez réessayer.",
  steward: "Décider en gardien",
  stewardNamed: (name: string) => `Décider en gardien de ${name}`,
  status: {
    pending: "Votre demande attend une décision.",
    member: "Vous êtes membre.",
    steward: "Vous êtes gardien de cette communauté.",
    declined: "Votre demande a été refusée.",
  },
  reason: "Motif donné",
};
export default fr;
