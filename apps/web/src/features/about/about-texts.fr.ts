import type { Translation } from "@heritage/domain/i18n/translation";
import type { AboutTextsSource } from "./about-texts.ts";

const fr: Translation<AboutTextsSource> = {
  about: {
    title: "À propos · Digital Heritage Platform",
    eyebrow: "À propos de nous",
    heading: "Le patrimoine appartient à celles et ceux qui le portent",
    intro:
      "Nous sommes une équipe basée à Kigali — archivistes, enseignants, artisans et ingénieurs — qui construit une maison commune pour le patrimoine culturel rwandais et africain.",
    storyTitle: "Notre histoire",
    story: [
      "Tout a commencé par une boîte de photographies. Une famille de Nyanza avait gardé des images du mariage des grands-parents, du bétail, d’une cérémonie des tambours royaux — mais plus personne ne pouvait nommer tous ceux qui y figuraient. Nous avons compris quelle part de notre histoire dort dans des boîtes comme celle-là, et dans la mémoire de quelques aînés.",
      "Alors nous avons commencé à enregistrer : les noms sur les photographies, les chants qui accompagnaient les cérémonies, la façon dont on commence un Agaseke (un panier à couvercle tressé de sisal et d’herbes odorantes), le relief en bouse de vache des panneaux Imigongo de Nyakarambi. Aujourd’hui, la plateforme réunit ce travail avec des musées, des écoles et des créateurs de toute la région.",
      "Nous travaillons avec le consentement de chacun. Les communautés décident de ce qui est partagé librement, de ce qui l’est avec son contexte, et de ce qui reste chez elles. Les créateurs fixent leurs prix et sont payés directement.",
    ],
    figures: {
      assets: "biens culturels décrits et préservés",
      communities: "communautés participantes",
      countries: "pays atteints",
      makers: "créateurs et fournisseurs dans la boutique",
    },
    contactTitle: "Nous contacter",
    contactNote:
      "Une question sur une commande, une collection ou un partenariat ? Nous répondons sous un jour ouvré, en kinyarwanda, en anglais ou en français.",
    waysToGetInvolved: "Comment participer",
  },
  terms: {
    title: "Conditions d’utilisation",
    items: [
      "Les contenus du fonds restent le patrimoine de la communauté dont ils proviennent ; citez-la lorsque vous les partagez.",
      "Les vendeurs décrivent leurs pièces honnêtement, y compris leur état (neuf, d’occasion ou remis à neuf) et leur origine.",
      "Les prix sont en francs rwandais. Les commandes sont confirmées avec le vendeur avant le paiement.",
      "Respectez les objets sacrés et sensibles : certains sont présentés avec leur contexte et ne peuvent pas être téléchargés.",
    ],
  },
  privacy: {
    title: "Confidentialité",
    items: [
      "Nous ne gardons que ce dont un compte a besoin : votre nom, votre nom d’utilisateur, votre e-mail et vos commandes.",
      "Les mots de passe sont conservés sous forme hachée ; nous ne les voyons ni ne les envoyons jamais.",
      "Votre session reste dans ce navigateur. Sans « Se souvenir de moi », elle prend fin à la fermeture du navigateur.",
      "Nous ne vendons pas de données et n’affichons aucune publicité de tiers. Écrivez-nous à hello@heritage.rw pour supprimer votre compte.",
    ],
  },
  involved: {
    title: "Participer · Digital Heritage Platform",
    eyebrow: "Participer",
    heading: "Chacun a quelque chose à apporter",
    intro: "Une photographie, un chant, un panier, une leçon ou une collection : voici comment prendre part.",
    contribute: {
      title: "Partager des contenus",
      lead: "Partagez ce que votre famille ou votre communauté conserve — avec ses noms, ses lieux et son sens.",
      steps: [
        "Créez un compte gratuit et dites-nous depuis quelle communauté ou quelle région vous partagez.",
        "Déposez photographies, enregistrements ou documents, et décrivez qui et ce qu’ils montrent.",
        "Nos archivistes examinent chaque élément avec vous avant sa publication, et vous citent nommément.",
      ],
      action: "Créer un compte",
    },
    sell: {
      title: "Devenir vendeur",
      lead: "Artisans et coopératives vendent directement aux acheteurs au Rwanda et à l’étranger, au prix en francs rwandais.",
      steps: [
        "Inscrivez-vous et écrivez-nous avec quelques photographies de votre travail et du lieu où il est fait.",
        "Nous passons vous voir ou vous appelons pour convenir des descriptions, du stock et de la livraison (le jour même à Kigali, 2 à 3 jours dans tout le pays).",
        "Vos pièces apparaissent dans la boutique ; vous êtes payé par mobile money ou par virement bancaire.",
      ],
      action: "Voir la boutique",
    },
    partners: {
      title: "Institutions partenaires",
      lead: "Musées, archives, bibliothèques, universités et écoles peuvent publier et enseigner avec nous.",
      steps: [
        "Publiez des collections numérisées avec vos propres numéros d’inventaire et mentions de droits.",
        "Créez à partir de vos collections des formations pour les élèves, en kinyarwanda, en anglais ou en français.",
        "Participez aux journées de numérisation communes dans les districts où les fonds sont le plus menacés.",
      ],
      action: "Écrire à notre équipe partenariats",
    },
  },
};

export default fr;
