import type { Translation } from "@heritage/domain/i18n/translation";
import type { PwaTextsSource } from "./pwa-texts.ts";

const fr: Translation<PwaTextsSource> = {
  offline: {
    title: "Vous êtes hors ligne",
    body: "Cette page a besoin d’une connexion. Voici ce que vous avez vu en dernier sur cet appareil ; le reste revient dès que vous êtes de nouveau en ligne.",
    retry: "Réessayer",
    cartHeading: "Votre panier",
    cartSavedNote: "Tel qu’il était lors de votre dernière connexion.",
    quantity: (count: number) => `Quantité : ${count}`,
    cartTotal: (total: string) => `Total : ${total}`,
    viewedHeading: "Vus récemment",
    nothingSaved: "Rien n’est encore enregistré sur cet appareil.",
  },
  part: {
    needsConnection:
      "Cette partie a besoin d’une connexion. Elle s’affichera dès que vous serez de nouveau en ligne.",
    retry: "Réessayer",
  },
  update: {
    available: "Nouvelle version disponible",
    reload: "Recharger",
  },
};

export default fr;
