import type { MuseumTexts } from "./types.ts";

/** The memorials and the liberation museums in French: factual and sober (decision 050). */
export const frMuseumsRemembrance: Record<string, MuseumTexts> = {
  "kigali-genocide-memorial": {
    name: "Mémorial du génocide de Kigali",
    location: "Gisozi, Kigali",
    description:
      "Le dernier lieu de repos de plus de 250 000 victimes du génocide perpétré contre les Tutsi en 1994.",
    long_description:
      "Le Mémorial du génocide de Kigali, à Gisozi, a ouvert en 2004, dix ans après le génocide perpétré contre les Tutsi. Plus de 250 000 victimes reposent dans ses fosses communes. Ses expositions permanentes retracent l'histoire qui a conduit au génocide, les cent jours de tueries de 1994 et les années de reconstruction qui ont suivi ; un mémorial des enfants rappelle le souvenir de certaines des plus jeunes victimes, et une autre exposition est consacrée aux génocides commis ailleurs dans le monde. Les jardins du mémorial et le Mur des noms sont des lieux de recueillement, et le mémorial mène des programmes éducatifs sur la prévention du génocide. Il est demandé aux visiteurs une tenue et une attitude respectueuses.",
    artifacts: {
      "Mass graves": {
        name: "Fosses communes",
        historical_period: "1994",
        description:
          "Le lieu de repos de plus de 250 000 victimes, sous des dalles de béton dans l'enceinte du mémorial.",
      },
      "Wall of Names": {
        name: "Mur des noms",
        historical_period: "De 1994 à aujourd'hui",
        description:
          "Un mur portant les noms des victimes, complété à mesure que les familles identifient leurs proches.",
      },
      "Children's memorial": {
        name: "Mémorial des enfants",
        historical_period: "1994",
        description:
          "Des salles qui rappellent le souvenir d'enfants tués, un à un, par leur nom et ce qu'ils aimaient.",
      },
    },
    gallery: ["Les jardins du mémorial", "L'entrée de l'exposition permanente"],
    exhibitions: {
      "The permanent exhibition": {
        title: "L'exposition permanente",
        duration: "60 min",
        description:
          "L'histoire du génocide perpétré contre les Tutsi, de ses origines aux années de reconstruction.",
      },
      "Guided visit of the memorial": {
        title: "Visite guidée du mémorial",
        duration: "90 min",
        description: "Un guide accompagne les visiteurs à travers les expositions et les jardins.",
      },
    },
  },
  "murambi-genocide-memorial": {
    name: "Mémorial du génocide de Murambi",
    location: "Murambi, district de Nyamagabe, Province du Sud",
    description:
      "Un mémorial sur le site de l'ancienne école technique où des dizaines de milliers de Tutsi venus y chercher refuge ont été tués en avril 1994.",
    long_description:
      "En avril 1994, les Tutsi des environs ont reçu l'ordre de se rassembler dans l'école technique alors en construction à Murambi, où on leur promettait une protection. Des dizaines de milliers d'entre eux y ont été tués en quelques jours. Le site est aujourd'hui un mémorial national du génocide : il préserve le lieu où ils sont morts, et une exposition retrace l'histoire du génocide dans l'ancienne préfecture de Gikongoro et dans tout le pays. Le mémorial demande aux visiteurs silence et respect.",
    artifacts: {
      "The school buildings": {
        name: "Les bâtiments de l'école",
        historical_period: "1994",
        description:
          "Les salles de classe inachevées où les victimes s'étaient rassemblées, préservées comme partie du mémorial.",
      },
      "Memorial graves": {
        name: "Les tombes du mémorial",
        historical_period: "De 1994 à aujourd'hui",
        description: "Les tombes où reposent les victimes identifiées et retrouvées après le génocide.",
      },
    },
    gallery: ["Le mémorial sur la colline de Murambi"],
    exhibitions: {
      "History exhibition": {
        title: "Exposition historique",
        duration: "45 min",
        description:
          "Comment le génocide a été préparé et exécuté dans la région, et les témoignages des rescapés.",
      },
    },
  },
  "museum-for-campaign-against-genocide": {
    name: "Musée de la campagne contre le génocide",
    location: "Bâtiment du Parlement, Kimihurura, Kigali",
    description:
      "Installé dans le bâtiment du Parlement, il retrace la campagne militaire de 1994 qui a mis fin au génocide perpétré contre les Tutsi.",
    long_description:
      "Le musée a ouvert en 2017 dans le bâtiment du Parlement, à Kimihurura (Kigali), où un bataillon de l'Armée patriotique rwandaise était stationné en vertu de l'accord de paix d'Arusha lorsque le génocide a commencé en avril 1994. Ses expositions et ses monuments en plein air suivent la campagne des mois suivants, le sauvetage de civils et la fin du génocide en juillet 1994. Les traces des combats sont encore visibles sur les murs du bâtiment.",
    artifacts: {
      "Marks on the Parliament walls": {
        name: "Les traces sur les murs du Parlement",
        historical_period: "1994",
        description: "Les dégâts des bombardements de 1994, laissés visibles sur le bâtiment.",
      },
      "Rooftop position": {
        name: "La position sur le toit",
        historical_period: "1994",
        description: "Le toit depuis lequel le bataillon stationné a défendu le bâtiment.",
      },
      "Campaign maps": {
        name: "Les cartes de la campagne",
        historical_period: "1994",
        description:
          "Des cartes qui retracent les mouvements de la campagne à travers le pays entre avril et juillet 1994.",
      },
    },
    gallery: ["Le bâtiment du Parlement à Kimihurura", "Les monuments en plein air"],
    exhibitions: {
      "The hundred days": {
        title: "Les cent jours",
        duration: "50 min",
        description: "Une visite guidée de l'exposition et du toit du bâtiment.",
      },
    },
  },
  "national-liberation-museum-park": {
    name: "Parc-musée national de la Libération",
    location: "Mulindi, district de Gicumbi, Province du Nord",
    description:
      "L'ancien quartier général du Front patriotique rwandais à Mulindi pendant la guerre de libération de 1990 à 1994.",
    long_description:
      "Le parc-musée de Mulindi, sur une ancienne plantation de thé du Nord, a été le quartier général du Front patriotique rwandais pendant la guerre de libération de 1990 à 1994. On y voit les abris et les lieux de réunion de l'époque, et des expositions sur la lutte et sur celles et ceux qui y ont pris part.",
    artifacts: {
      "The underground shelter": {
        name: "L'abri souterrain",
        historical_period: "1990–1994",
        description: "Un abri creusé dans la colline et utilisé par le commandement pendant la guerre.",
      },
      "Tea fields of Mulindi": {
        name: "Les champs de thé de Mulindi",
        historical_period: "XXe siècle",
        description:
          "La plantation de thé qui entourait le quartier général et couvre toujours les collines.",
      },
    },
    gallery: ["Les collines de Mulindi", "Les terrasses de thé près du parc"],
    exhibitions: {
      "Walking the headquarters": {
        title: "À pied dans l'ancien quartier général",
        duration: "45 min",
        description: "Une marche guidée entre les sites de l'ancien quartier général.",
      },
    },
  },
};
