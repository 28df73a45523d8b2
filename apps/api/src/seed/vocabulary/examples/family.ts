import type { Examples } from "./index.ts";

/** Example sentences of the family theme: [Kinyarwanda, English, French], by word. */
export const FAMILY_EXAMPLES: Examples = {
  umuryango: [
    "Umuryango wanjye utuye i Rubavu.",
    "My family lives in Rubavu.",
    "Ma famille habite à Rubavu.",
  ],
  umubyeyi: [
    "Umubyeyi mwiza yita ku bana be.",
    "A good parent looks after their children.",
    "Un bon parent prend soin de ses enfants.",
  ],
  ababyeyi: ["Ababyeyi banjye bahinga ikawa.", "My parents grow coffee.", "Mes parents cultivent du café."],
  data: ["Data ni umwarimu.", "My father is a teacher.", "Mon père est enseignant."],
  mama: ["Mama yatetse ibishyimbo.", "My mother cooked beans.", "Ma mère a cuisiné des haricots."],
  umwana: ["Umwana arimo gukina hanze.", "The child is playing outside.", "L’enfant joue dehors."],
  abana: [
    "Abana bagiye ku ishuri.",
    "The children have gone to school.",
    "Les enfants sont partis à l’école.",
  ],
  umuhungu: ["Umuhungu wabo yiga i Huye.", "Their son studies in Huye.", "Leur fils fait ses études à Huye."],
  umukobwa: [
    "Umukobwa wanjye azi kuboha agaseke.",
    "My daughter knows how to weave an agaseke.",
    "Ma fille sait tresser un agaseke.",
  ],
  umugabo: ["Umugabo we ni umucuzi.", "Her husband is a blacksmith.", "Son mari est forgeron."],
  umugore: [
    "Umugore we acuruza imboga ku isoko.",
    "His wife sells vegetables at the market.",
    "Sa femme vend des légumes au marché.",
  ],
  umuntu: [
    "Umuntu wese akwiye kubahwa.",
    "Every person deserves respect.",
    "Toute personne mérite le respect.",
  ],
  abantu: [
    "Abantu benshi baje mu bukwe.",
    "Many people came to the wedding.",
    "Beaucoup de gens sont venus au mariage.",
  ],
  sogokuru: [
    "Sogokuru atubwira imigani nimugoroba.",
    "My grandfather tells us stories in the evening.",
    "Mon grand-père nous raconte des contes le soir.",
  ],
  nyogokuru: [
    "Nyogokuru aracyabumba inkono.",
    "My grandmother still makes clay pots.",
    "Ma grand-mère façonne encore des marmites.",
  ],
  umwuzukuru: [
    "Umwuzukuru we wa mbere yavutse ejo.",
    "Her first grandchild was born yesterday.",
    "Son premier petit-enfant est né hier.",
  ],
  "mukuru wanjye": [
    "Mukuru wanjye akora muri banki.",
    "My elder sibling works in a bank.",
    "Mon aîné travaille dans une banque.",
  ],
  "murumuna wanjye": [
    "Murumuna wanjye aracyiga mu mashuri abanza.",
    "My younger sibling is still in primary school.",
    "Mon cadet est encore à l’école primaire.",
  ],
  "mushiki wanjye": [
    "Mushiki wanjye aririmba neza cyane.",
    "My sister sings very well.",
    "Ma sœur chante très bien.",
  ],
  "musaza wanjye": [
    "Musaza wanjye azi kuvuza ingoma.",
    "My brother knows how to play the drum.",
    "Mon frère sait jouer du tambour.",
  ],
  "data wacu": [
    "Data wacu atuye mu cyaro.",
    "My paternal uncle lives in the countryside.",
    "Mon oncle paternel vit à la campagne.",
  ],
  marume: [
    "Marume yanzaniye umwembe.",
    "My maternal uncle brought me a mango.",
    "Mon oncle maternel m’a apporté une mangue.",
  ],
  masenge: [
    "Masenge azaza mu bukwe bwanjye.",
    "My paternal aunt will come to my wedding.",
    "Ma tante paternelle viendra à mon mariage.",
  ],
  "mama wacu": [
    "Mama wacu yampaye inkoko.",
    "My maternal aunt gave me a chicken.",
    "Ma tante maternelle m’a donné une poule.",
  ],
  mubyara: [
    "Jye na mubyara wanjye twiganye mu ishuri rimwe.",
    "My cousin and I went to the same school.",
    "Mon cousin et moi sommes allés à la même école.",
  ],
  umukwe: [
    "Umukwe yazanye inka y’inkwano.",
    "The son-in-law brought a cow as bride wealth.",
    "Le gendre a apporté une vache pour la dot.",
  ],
  umukazana: [
    "Umukazana mushya yakiriwe neza.",
    "The new daughter-in-law was warmly welcomed.",
    "La nouvelle belle-fille a été bien accueillie.",
  ],
  sebukwe: [
    "Sebukwe yamuhaye isambu.",
    "His father-in-law gave him a plot of land.",
    "Son beau-père lui a donné un terrain.",
  ],
  nyirabukwe: [
    "Nyirabukwe amwigisha guteka.",
    "Her mother-in-law is teaching her to cook.",
    "Sa belle-mère lui apprend à cuisiner.",
  ],
  ubukwe: [
    "Ubukwe buzaba ku wa gatandatu.",
    "The wedding will be on Saturday.",
    "Le mariage aura lieu samedi.",
  ],
  impanga: ["Bariya bana ni impanga.", "Those children are twins.", "Ces enfants-là sont des jumeaux."],
  uruhinja: ["Uruhinja rurasinziriye.", "The baby is asleep.", "Le nourrisson dort."],
  umusore: [
    "Umusore arimo guhinga umurima wa se.",
    "The young man is farming his father’s field.",
    "Le jeune homme cultive le champ de son père.",
  ],
  inkumi: [
    "Inkumi zaririmbye mu bukwe.",
    "The young women sang at the wedding.",
    "Les jeunes femmes ont chanté au mariage.",
  ],
  umusaza: [
    "Umusaza yicaye munsi y’igiti.",
    "The old man is sitting under the tree.",
    "Le vieil homme est assis sous l’arbre.",
  ],
  umukecuru: [
    "Umukecuru aboha umusambi.",
    "The old woman is weaving a mat.",
    "La vieille femme tresse une natte.",
  ],
  inshuti: [
    "Inshuti nyanshuti uyibona mu byago.",
    "A true friend is known in hard times.",
    "C’est dans le malheur qu’on reconnaît le véritable ami.",
  ],
  umuturanyi: [
    "Umuturanyi wanjye yantije isuka.",
    "My neighbour lent me a hoe.",
    "Mon voisin m’a prêté une houe.",
  ],
  urugo: ["Urugo rwacu rufite inka ebyiri.", "Our household has two cows.", "Notre foyer a deux vaches."],
  izina: ["Izina rye ni Uwase.", "Her name is Uwase.", "Son nom est Uwase."],
};
