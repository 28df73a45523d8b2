import type { QuizTranslations } from "./types.ts";

/** The seeded courses' quizzes in French (options in the English order). */
export const FR_QUIZZES: QuizTranslations = {
  "Quiz: greetings": {
    morning: {
      prompt: "Il est 8 heures du matin. Comment saluez-vous un groupe de voisins ?",
      explanation: "Mwaramutse est la salutation du matin, employée jusque vers midi ; mwiriwe vient après.",
    },
    anytime: {
      prompt: "Lesquelles peut-on dire pour saluer l’après-midi ? (Cochez toutes les bonnes réponses.)",
      explanation:
        "Muraho convient à toute heure et mwiriwe est la salutation de l’après-midi. Murabeho est un adieu.",
    },
    pairs: {
      prompt: "Associez chaque expression à son sens.",
      pairs: {
        amakuru: { right: "Comment allez-vous ?" },
        nimeza: { right: "Je vais bien" },
        muramuke: { right: "Bonne nuit" },
        murabeho: { right: "Au revoir (pour longtemps)" },
      },
      explanation:
        "Amakuru demande des nouvelles ; ni meza y répond ; muramuke et murabeho servent à prendre congé.",
    },
    reply: {
      prompt:
        "Quelqu’un vous dit « Amakuru? ». Tapez la réponse habituelle en deux mots qui signifie « Je vais bien ».",
      explanation: "Ni meza : c’est bien. Vous pouvez ajouter « namwe? » pour retourner la question.",
    },
  },
  "Quiz: polite words and introductions": {
    thanks: {
      prompt: "Comment dit-on « merci beaucoup » à un aîné ?",
      explanation: "Murakoze est la forme respectueuse et cyane signifie très.",
    },
    name: {
      prompt: "Complétez : « ______ Aline. » (Je m’appelle Aline.)",
      explanation: "Nitwa : je m’appelle.",
    },
    contraction: {
      prompt: "Écrivez « et l’homme » en kinyarwanda (na + umugabo).",
      explanation: "Le a final de na tombe devant une voyelle : n’umugabo.",
    },
    pairs: {
      prompt: "Associez chaque mot à son sens.",
      pairs: {
        yego: { right: "Oui" },
        oya: { right: "Non" },
        mumbabarire: { right: "Excusez-moi" },
        ntuye: { right: "J’habite (à)" },
      },
      explanation: "Yego et oya, mumbabarire pour demander pardon, ntuye de gutura, habiter.",
    },
  },
  "Quiz: numbers, market and family": {
    seven: {
      prompt: "Tapez le nombre 7 en kinyarwanda (forme pour compter).",
      explanation: "Karindwi, c’est sept ; umunani, c’est huit.",
    },
    price: {
      prompt: "Comment demande-t-on « C’est combien ? »",
      explanation: "Ni angahe? demande le prix ; amakuru? demande des nouvelles ; witwa nde? demande un nom.",
    },
    numbers: {
      prompt: "Associez les nombres.",
      pairs: { thousand: { right: "1 000" } },
      explanation: "Gatatu 3, icyenda 9, ijana 100, igihumbi 1 000.",
    },
    sister: {
      prompt: "Un homme parle de sa sœur. Quel mot emploie-t-il ?",
      explanation:
        "Mushiki est la sœur d’un homme ; musaza est le frère d’une femme ; murumuna est un cadet du même sexe.",
    },
    plural: {
      prompt: "Quels mots désignent plus d’une personne ?",
      explanation: "Le préfixe aba- marque plusieurs personnes : abana, abantu.",
    },
  },
  "Quiz: origins and revival": {
    colours: {
      prompt: "Quelles sont les trois couleurs classiques de l’imigongo ?",
      options: ["Noir", "Bleu", "Rouge-brun", "Blanc", "Vert"],
      explanation: "Noir, rouge-brun et blanc ; les panneaux modernes ajoutent parfois d’autres couleurs.",
    },
    kakira: {
      prompt: "À qui la tradition orale attribue-t-elle les premiers imigongo ?",
      options: ["Kakira, fils du roi Kimenyi du Gisaka", "Un missionnaire belge", "Le premier roi du Rwanda"],
      explanation: "La tradition nomme le prince Kakira du Gisaka, au XVIIIe siècle.",
    },
    place: {
      prompt: "Quelle localité du district de Kirehe est aujourd’hui le centre de l’imigongo ?",
      explanation: "Nyakarambi, dans le district de Kirehe à l’est, abrite les coopératives d’imigongo.",
    },
    revival: {
      prompt: "Qui a fait renaître l’imigongo après 1994 ?",
      options: [
        "Des coopératives de femmes de Nyakarambi",
        "Une école d’architecture",
        "Des collectionneurs étrangers",
      ],
      explanation:
        "Des coopératives de femmes ont repris la technique et l’ont transposée sur des planches de bois.",
    },
  },
  "Quiz: materials and colours": {
    paste: {
      prompt: "Associez chaque matériau à son rôle.",
      pairs: {
        dung: { left: "Bouse de vache", right: "Base de la pâte du relief" },
        ash: { left: "Cendre", right: "Raffermit la pâte et éloigne les insectes" },
        kaolin: { left: "Kaolin (ingwa)", right: "Couleur blanche" },
      },
      explanation: "La bouse et la cendre font la pâte ; le kaolin donne le blanc.",
    },
    shade: {
      prompt: "Pourquoi fait-on sécher un panneau frais à l’ombre ?",
      options: [
        "Pour que la pâte ne craquelle pas",
        "Pour que les couleurs pâlissent",
        "Parce qu’il sent mauvais au soleil",
      ],
      explanation: "Le plein soleil sèche la pâte trop vite et la fait craqueler.",
    },
    white: {
      prompt: "Tapez le mot kinyarwanda qui désigne l’argile blanche utilisée pour le blanc.",
      explanation: "Ingwa, c’est le kaolin, l’argile blanche.",
    },
  },
  "Quiz: patterns and making": {
    order: {
      prompt: "Que fait-on juste après avoir monté et lissé les arêtes ?",
      options: [
        "On peint les couleurs",
        "On fait sécher à plat, à l’ombre, plusieurs jours",
        "On lave la planche",
      ],
      explanation: "La pâte doit être dure à cœur avant toute peinture.",
    },
    shapes: {
      prompt: "Quelles formes sont courantes dans l’imigongo ?",
      options: ["Zigzags", "Losanges emboîtés", "Portraits de personnes", "Triangles"],
      explanation: "L’imigongo est géométrique : zigzags, losanges, triangles et spirales.",
    },
    care: {
      prompt: "Comment nettoie-t-on un panneau d’imigongo ?",
      options: ["Avec une brosse douce", "À l’eau savonneuse", "Il n’a jamais besoin d’être nettoyé"],
      explanation: "Dépoussiérez-le avec une brosse douce ; l’eau abîme le relief et les couleurs.",
    },
    mistakes: {
      prompt: "Associez chaque erreur à ce qu’elle provoque.",
      pairs: {
        thin: { left: "Arêtes trop fines", right: "Elles craquellent" },
        wet: { left: "Trop d’eau dans la pâte", right: "Les arêtes s’affaissent" },
        early: { left: "Peindre trop tôt", right: "La couleur s’écaille" },
      },
      explanation: "Une pâte ferme, des arêtes généreuses et un séchage complet évitent ces trois erreurs.",
    },
  },
  "Quiz: the drums": {
    meaning: {
      prompt: "Que signifie le mot ingoma ? (Cochez toutes les bonnes réponses.)",
      options: ["Tambour", "Règne, royaume", "Danse", "Chant"],
      explanation:
        "Ingoma désigne à la fois le tambour et le règne : les tambours étaient des emblèmes du pouvoir royal.",
    },
    kalinga: {
      prompt: "Comment s’appelait le tambour dynastique de la royauté rwandaise ?",
      explanation: "Kalinga, emblème de la royauté jusqu’à la fin de la monarchie.",
    },
    roles: {
      prompt: "Associez chaque tambour à son rôle.",
      pairs: {
        ishakwe: { right: "Petit tambour, motif régulier" },
        inyahura: { right: "Tambour moyen, rythmes principaux" },
        igihumurizo: { right: "Grand tambour, basse grave" },
      },
      explanation: "L’ishakwe tient le motif, l’inyahura mène, l’igihumurizo donne la basse.",
    },
  },
  "Quiz: inanga and other instruments": {
    strings: {
      prompt: "Comment l’inanga est-elle cordée ?",
      options: [
        "D’une seule corde lacée en va-et-vient",
        "De douze cordes métalliques séparées",
        "Elle n’a pas de cordes",
      ],
      explanation: "Une seule corde est lacée plusieurs fois sur l’auge, ce qui donne six à huit longueurs.",
    },
    instruments: {
      prompt: "Associez chaque instrument à ce qu’il est.",
      pairs: {
        umuduri: { right: "Arc musical avec calebasse" },
        ikembe: { right: "Lamellophone" },
        iningiri: { right: "Vièle à une corde" },
        umwirongi: { right: "Flûte" },
      },
      explanation: "Umuduri l’arc, ikembe le lamellophone, iningiri la vièle, umwirongi la flûte.",
    },
    voice: {
      prompt: "Qu’accompagne d’ordinaire l’inanga ?",
      options: [
        "Le chant et le récit du musicien lui-même",
        "Un ensemble de tambours",
        "Rien : on en joue seule",
      ],
      explanation: "L’inanga sert le chant et son récit.",
    },
  },
  "Quiz: the dances": {
    intore: {
      prompt: "Quelle danse porte un nom qui signifie « les élus » ?",
      accepted: ["les Intore", "la danse des Intore", "danse des Intore"],
      explanation: "Intore, de gutora, choisir.",
    },
    objects: {
      prompt: "Que portent les danseurs Intore ?",
      options: ["Une lance", "Un bouclier", "Des grelots aux jambes", "Une inanga"],
      explanation:
        "La lance (icumu), le bouclier (ingabo) et les grelots (amayugi) ; l’inanga est un instrument, pas un accessoire de danse.",
    },
    arms: {
      prompt: "Dans l’umushagiriro, qu’évoquent les bras levés des danseuses ?",
      options: ["Les cornes des vaches Inyambo", "Les branches d’un arbre", "Des oiseaux en vol"],
      explanation: "Les bras arrondis évoquent les longues cornes des vaches Inyambo.",
    },
  },
};
