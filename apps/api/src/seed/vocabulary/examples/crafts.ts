import type { Examples } from "./index.ts";

/** Example sentences of the crafts theme: [Kinyarwanda, English, French], by word. */
export const CRAFT_EXAMPLES: Examples = {
  ubukorikori: [
    "Ubukorikori bw’u Rwanda burakunzwe.",
    "Rwandan crafts are much loved.",
    "L’artisanat rwandais est très apprécié.",
  ],
  umunyabukorikori: [
    "Umunyabukorikori agurisha ibiseke bye i Kigali.",
    "The artisan sells her baskets in Kigali.",
    "L’artisane vend ses paniers à Kigali.",
  ],
  agaseke: [
    "Agaseke ni ikimenyetso cy’amahoro.",
    "The agaseke is a symbol of peace.",
    "L’agaseke est un symbole de paix.",
  ],
  igiseke: [
    "Nyogokuru abika ibishyimbo mu giseke.",
    "My grandmother keeps beans in a large lidded basket.",
    "Ma grand-mère garde des haricots dans un grand panier à couvercle.",
  ],
  igitebo: [
    "Yikoreye igitebo cy’imineke.",
    "She carries a basket of ripe bananas on her head.",
    "Elle porte sur la tête un panier de bananes mûres.",
  ],
  imigongo: [
    "Imigongo ikomoka i Nyakarambi mu Burasirazuba.",
    "Imigongo comes from Nyakarambi, in the East.",
    "L’imigongo vient de Nyakarambi, dans l’Est.",
  ],
  ibumba: [
    "Ibumba ryiza riboneka mu bishanga.",
    "Good clay is found in the marshes.",
    "La bonne argile se trouve dans les marais.",
  ],
  kubumba: [
    "Nyogokuru yanyigishije kubumba.",
    "My grandmother taught me to make pottery.",
    "Ma grand-mère m’a appris à façonner la poterie.",
  ],
  umubumbyi: [
    "Umubumbyi yatwitse inkono mu muriro.",
    "The potter fired the pots in the fire.",
    "La potière a cuit les marmites dans le feu.",
  ],
  inkono: [
    "Inkono y’ibumba igumana ubushyuhe.",
    "A clay pot keeps the heat.",
    "Une marmite en argile garde la chaleur.",
  ],
  kuboha: [
    "Abagore bo mu mudugudu biga kuboha ibiseke.",
    "The women of the village are learning to weave baskets.",
    "Les femmes du village apprennent à tresser des paniers.",
  ],
  umuboshyi: [
    "Umuboshyi w’ibiseke akenera kwihangana.",
    "A basket weaver needs patience.",
    "Une vannière a besoin de patience.",
  ],
  ubudodo: [
    "Ubudodo bw’amabara bushyirwa mu gaseke.",
    "Coloured thread is woven into the agaseke.",
    "On tresse du fil de couleur dans l’agaseke.",
  ],
  urushinge: ["Urushinge rwanjye rwabuze.", "My needle has got lost.", "Mon aiguille s’est perdue."],
  icyansi: [
    "Icyansi cyuzuye amata.",
    "The wooden vessel is full of milk.",
    "Le pot à lait en bois est plein de lait.",
  ],
  igisabo: [
    "Bacunda amata mu gisabo kugira ngo babone amavuta.",
    "Milk is churned in the gourd to make butter.",
    "On baratte le lait dans la gourde pour obtenir du beurre.",
  ],
  umusambi: [
    "Umushyitsi yicaye ku musambi.",
    "The guest sat on the mat.",
    "L’invité s’est assis sur la natte.",
  ],
  inanga: [
    "Umucuranzi w’inanga aririmba amateka.",
    "The inanga player sings history.",
    "Le joueur d’inanga chante l’histoire.",
  ],
  ingoma: [
    "Ingoma zavugiye mu birori.",
    "The drums sounded at the celebration.",
    "Les tambours ont résonné pendant la fête.",
  ],
  umuduri: [
    "Umuduri ucurangwa n’umuntu umwe.",
    "The musical bow is played by one person.",
    "L’arc musical est joué par une seule personne.",
  ],
  ikembe: [
    "Yacuranze ikembe nimugoroba.",
    "He played the thumb piano in the evening.",
    "Il a joué du lamellophone le soir.",
  ],
  umwirongi: ["Umwungeri avuza umwirongi.", "The herdsman plays the flute.", "Le berger joue de la flûte."],
  iningiri: [
    "Iningiri ifite umugozi umwe gusa.",
    "The iningiri has only one string.",
    "L’iningiri n’a qu’une seule corde.",
  ],
  ibara: [
    "Ibara ry’iki gitebo ni umutuku.",
    "The colour of this basket is red.",
    "La couleur de ce panier est rouge.",
  ],
  umukara: [
    "Imigongo isigwa irangi ry’umukara n’umweru.",
    "Imigongo is painted black and white.",
    "L’imigongo est peint en noir et blanc.",
  ],
  umweru: ["Yambaye ishati y’umweru.", "He is wearing a white shirt.", "Il porte une chemise blanche."],
  umutuku: ["Ubutaka bwa hano ni umutuku.", "The soil here is red.", "Ici, la terre est rouge."],
  umuhondo: [
    "Umuneke weze uba ufite ibara ry’umuhondo.",
    "A ripe banana is yellow.",
    "Une banane mûre est jaune.",
  ],
  "icyatsi kibisi": [
    "Imisozi y’u Rwanda ifite ibara ry’icyatsi kibisi.",
    "Rwanda’s hills are green.",
    "Les collines du Rwanda sont vertes.",
  ],
  ubururu: ["Ikirere ni ubururu uyu munsi.", "The sky is blue today.", "Le ciel est bleu aujourd’hui."],
  igiti: ["Ingoma ibajwa mu giti.", "A drum is carved from wood.", "Un tambour est taillé dans le bois."],
  urubaho: [
    "Imigongo ikorerwa ku rubaho.",
    "Imigongo is made on a board.",
    "L’imigongo se fait sur une planche.",
  ],
  umuhanzi: [
    "Umuhanzi yashushanyije imisozi.",
    "The artist painted the hills.",
    "L’artiste a peint les collines.",
  ],
  igihangano: [
    "Iki gihangano cyakozwe n’abagore bo mu Kirehe.",
    "This work of art was made by women from Kirehe.",
    "Cette œuvre a été faite par des femmes de Kirehe.",
  ],
  umucuzi: ["Umucuzi acura amasuka.", "The blacksmith forges hoes.", "Le forgeron forge des houes."],
  isuka: [
    "Umuhinzi ahinga akoresheje isuka.",
    "The farmer cultivates with a hoe.",
    "Le cultivateur travaille la terre avec une houe.",
  ],
  uruhu: [
    "Ingoma ikozwe mu giti n’uruhu rw’inka.",
    "A drum is made of wood and cowhide.",
    "Un tambour est fait de bois et de peau de vache.",
  ],
  amase: [
    "Imigongo ikorwa mu mase y’inyana.",
    "Imigongo is made with calf dung.",
    "L’imigongo est fait de bouse de veau.",
  ],
  ivu: [
    "Ivu rivangwa n’amase kugira ngo haboneke ibara ry’umukara.",
    "Ash is mixed with dung to make the black colour.",
    "On mélange la cendre à la bouse pour obtenir le noir.",
  ],
  ingwa: [
    "Ingwa itanga ibara ry’umweru ku migongo.",
    "Kaolin gives imigongo its white colour.",
    "Le kaolin donne sa couleur blanche à l’imigongo.",
  ],
};
