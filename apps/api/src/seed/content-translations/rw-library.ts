import type { RecordTexts } from "./types.ts";

/** The library, the heritage events, partners and testimonials in Kinyarwanda. */
export const rwLibrary: RecordTexts = {
  books: {
    "Stories of the Thousand Hills": {
      title: "Imigani y'imisozi igihumbi",
      description:
        "Imigani makumyabiri isubiwemo ku basomyi bakiri bato, buri mugani ufite aho wakusanyirijwe.",
    },
    "The Weaver's Daughter": {
      title: "Umukobwa w'umuboshyi",
      description: "Igitabo cy'inkuru ndende ku bisekuru bitatu by'ababoshyi b'ibiseke bo mu Bugesera.",
    },
    "Imigongo: Patterns of the East": {
      title: "Imigongo: ishusho z'Iburasirazuba",
      description:
        "Igitabo cy'amashusho gisobanura ishusho z'ubugeni bw'Imigongo n'abagore bongeye kububyutsa.",
    },
    "Songs for the Inanga": {
      title: "Indirimbo z'inanga",
      description:
        "Amagambo n'inyandiko yoroshye y'amajwi y'indirimbo cumi n'ebyiri zisanzwe ziririmbwa zicurangirwa inanga.",
    },
    "A Kinyarwanda Phrasebook": {
      title: "Interuro z'Ikinyarwanda",
      description: "Interuro za buri munsi, indamukanyo n'imigani migufi, hamwe n'uko bivugwa.",
    },
    "Milk, Sorghum and Banana": {
      title: "Amata, amasaka n'ibitoki",
      description: "Uburyo bwo guteka n'imigenzo yo ku meza byo mu turere twose tw'igihugu.",
    },
  },
  articles: {
    "Imigongo: from cattle to canvas": {
      title: "Imigongo: kuva ku mase y'inka kugeza ku mwenda w'abanyabugeni",
      description:
        "Uko ubugeni bubumbwa mu mase y'inka i Nyakarimbi bwabaye bumwe mu ishusho zizwi cyane z'u Rwanda.",
    },
    "Why Umuganura still matters": {
      title: "Impamvu Umuganura ukiri ingenzi",
      description:
        "Umunsi mukuru w'umuganura, icyo wasobanuraga mu bwami, n'uko wagarutse ukaba umunsi w'igihugu.",
    },
    "The Inanga and the sung histories": {
      title: "Inanga n'amateka aririmbwa",
      description: "Uko inanga ifite umugozi umwe yabitse urwibutso rw'abami n'intambara.",
    },
    "Caring for a museum collection": {
      title: "Kwita ku byegeranyo by'ingoro ndangamurage",
      description: "Ibyo abashinzwe kubungabunga bakora kugira ngo ibiseke, impuzu n'ibiti bitangirika.",
    },
    "Naming a child in Rwanda": {
      title: "Kwita umwana izina mu Rwanda",
      description: "Kwita izina, umuhango wo guha umwana izina, n'icyo amazina y'Ikinyarwanda avuga.",
    },
  },
  events: {
    "The Nyabingi uprisings": {
      title: "Imyivumbagatanyo ya Nyabingi",
      period: "1911–1912",
      description:
        "Mu Majyaruguru, abayoboke b'imandwa Nyabingi, babanje kuyoborwa n'umuhanuzikazi Muhumusa nyuma bakayoborwa na Ndungutse, bigometse ku bakoloni no ku ngoma y'umwami. Imyivumbagatanyo yacogojwe mu 1912.",
    },
    "The battle of Shangi": {
      title: "Urugamba rwa Shangi",
      period: "1896",
      description:
        "Hafi y'Ikiyaga cya Kivu, ingabo z'u Rwanda zateye ibirindiro by'ingabo za Leta Yigenga ya Kongo i Shangi maze zitsindwa: kimwe mu bitero bya mbere by'ubwami ku ngabo z'abakoloni.",
    },
    "The Rucunshu succession crisis": {
      title: "Ihirikwa ry'i Rucunshu",
      period: "1896",
      description:
        "Nyuma y'itanga ry'Umwami Kigeli IV Rwabugiri, uwo yari yarasize ku ngoma, Mibambwe IV Rutarindwa, yahirikiwe i Rucunshu, maze Yuhi V Musinga yimikwa n'umuryango wa nyina.",
    },
  },
  partners: {
    "Hills Heritage Trust": {
      description: "Ishyigikira ishyirwa mu buryo bw'ikoranabuhanga ry'inyandiko z'abaturage.",
    },
    "Kivu Storytellers Network": {
      description: "Ifata amajwi y'imigani n'indirimbo byo ku nkengero z'Ikiyaga cya Kivu.",
    },
    "Umurage Digital Lab": { description: "Ikora ibikoresho byo gushyira ku rutonde ibyegeranyo by'umuco." },
    "Amahoro Arts Foundation": {
      description: "Itera inkunga abanyabugeni bakiri bato n'amakoperative y'abanyabukorikori.",
    },
    "Inzira Learning Collective": { description: "Itegura amasomo ifatanyije n'abarimu n'abakuru." },
    "Ishami Photo Archive": { description: "Ibungabunga kandi isobanura amafoto y'amateka." },
    "Intore Youth Ensemble": { description: "Yigisha urubyiruko imbyino gakondo." },
    "Akabindi Craft Circle": { description: "Ihuza ababumbyi n'ababoshyi n'abaguzi." },
  },
  testimonials: {
    "Chantal Iradukunda": {
      title: "Umwarimu mu mashuri yisumbuye, Musanze",
      content:
        "Abanyeshuri banjye bamenyeye hano ingoro ndangamurage n'ishusho z'Imigongo mbere y'urugendo rw'ishuri. Bageze i Nyanza bamaze kugira ibibazo byiza byo kubaza.",
    },
    "Samuel Okello": {
      title: "Umushakashatsi mu mateka y'ubugeni bwa Afurika",
      content:
        "Gushakisha ibihangano hakurikijwe umuryango n'icyiciro binzigamira iminsi. Uburenganzira bwanditse kuri buri gihangano bumbwira icyo nemerewe kongera gukoresha.",
    },
    "Ange Mutesi": {
      title: "Umuboshyi w'ibiseke, Bugesera",
      content:
        "Nasangije abandi inkuru y'agaseke ka koperative yacu, maze abantu bo mu bindi bihugu banyandikira bambaza uko ishusho zako zikorwa.",
    },
  },
};
