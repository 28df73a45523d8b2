import type { MuseumTexts } from "./types.ts";

/** The heritage, art and nature museums in Kinyarwanda. */
export const rwMuseumsHeritage: Record<string, MuseumTexts> = {
  "kings-palace-museum": {
    name: "Ingoro Ndangamateka y'Umwami",
    location: "Rukari, Nyanza, Intara y'Amajyepfo",
    description:
      "Ingoro y'abami b'u Rwanda yongeye kubakwa i Nyanza, iruhande rw'ingoro yubakiwe Umwami Mutara III Rudahigwa mu 1932.",
    long_description:
      "Nyanza yabaye umurwa w'ubwami mu mpera z'ikinyejana cya 19. Ingoro ndangamateka y'i Rukari yerekana inzu ya kinyarwanda y'umwami yongeye kubakwa uko yari iri: inzu nini imeze nk'umutiba, yubakishijwe ibyatsi n'urubingo, ikikijwe n'izindi nzu zo mu rugo rw'umwami. Iruhande rwayo hari ingoro yubatswe mu buryo bw'i Burayi, yubakiwe Umwami Mutara III Rudahigwa mu ntangiriro z'imyaka ya 1930, aho basura ibyumba n'ibikoresho byo mu gihe cya nyuma cy'ubwami. Inyambo, inka z'amahembe maremare zahoze zororerwa ibwami, ziracyitabwaho aho hantu, kandi abashumba bazo baziririmbira amazina y'inka ya gakondo.",
    artifacts: {
      "The royal residence": {
        name: "Inzu y'umwami",
        historical_period: "Ikinyejana cya 19",
        description:
          "Inzu y'umwami y'ibyatsi yongeye kubakwa uko yari iri, imbere hayo hagabanyijwe n'inzitiro ziboshye.",
      },
      "Milk vessels of the court": {
        name: "Ibyansi by'ibwami",
        historical_period: "Ikinyejana cya 19–20",
        description:
          "Ibyansi n'imipfundikizo bibajwe mu giti, byakoreshwaga kubika no guhereza amata mu rugo rw'umwami.",
      },
      "Inyambo cattle": {
        name: "Inyambo",
        historical_period: "Umuco ukiriho",
        description:
          "Inka z'amahembe maremare zo mu bwoko bwahoze bugenewe ibwami, zororerwa aho ingoro iri hakurikijwe uburyo bwa gakondo bwo kuzitaho.",
      },
      "Royal drum": {
        name: "Ingoma y'ibwami",
        historical_period: "Ikinyejana cya 19",
        description:
          "Ingoma yo mu bwoko bwari ikimenyetso cy'ubutegetsi bw'umwami; ingoma zagiraga amazina kandi zikagira abazirinda.",
      },
    },
    gallery: [
      "Inzu y'umwami y'ibyatsi i Rukari",
      "Imisozi ikikije Nyanza",
      "Inzitiro ziboshye z'inzu y'umwami",
    ],
    exhibitions: {
      "Inside the royal enclosure": {
        title: "Mu rugo rw'umwami",
        duration: "Iminota 25",
        description:
          "Gusura icyumba ku kindi mu nzu y'umwami yongeye kubakwa, n'icyo buri hantu hakoreshwaga.",
      },
      "Songs for the Inyambo": {
        title: "Amazina y'Inyambo",
        duration: "Iminota 15",
        description:
          "Amajwi yafashwe y'amazina y'inka aririmbirwa Inyambo, hamwe n'amagambo yayo n'ibisobanuro byayo.",
      },
    },
  },
  "ethnographic-museum": {
    name: "Ingoro Ndangamurage y'u Rwanda",
    location: "Huye, Intara y'Amajyepfo",
    description:
      "Yafunguwe mu 1989 i Huye, ibitse mu byumba byayo birindwi kimwe mu byegeranyo by'umuco bikungahaye kurusha ibindi muri Afurika.",
    long_description:
      "Ingoro Ndangamurage y'u Rwanda iri i Huye (ahahoze hitwa Butare) yafunguwe mu 1989. Ibyumba byayo birindwi bikurikirana imibereho ya buri munsi mu Rwanda mbere y'ubukoloni na nyuma yabwo: imiterere y'ubutaka n'amateka ya kera cyane y'akarere, guhiga, ubuhinzi n'ubworozi, ubukorikori nk'ububoshyi, ububumbyi n'ububaji, imyambaro y'impuzu n'impu, imyubakire ya gakondo, n'imikino, umuziki, imbyino n'imyemerere by'umuryango nyarwanda. Abanyabukorikori bakunze gukorera mu busitani bwayo, kandi amatsinda ashobora gutegurirwa imbyino gakondo.",
    artifacts: {
      "Agaseke baskets": {
        name: "Uduseke",
        historical_period: "Ikinyejana cya 19–20",
        description:
          "Uduseke dufite imipfundikizo isongoye, kuva ku bikoresho bya buri munsi kugeza ku mpano z'ubukwe.",
      },
      "Bark cloth garment": {
        name: "Impuzu",
        historical_period: "Ikinyejana cya 19",
        description:
          "Umwambaro ukozwe mu gishishwa cy'umuvumu gikubiswe, wambarwaga mbere y'uko imyenda y'ipamba igera mu Rwanda.",
      },
      "Hunting bow and quiver": {
        name: "Umuheto n'imyambi byo guhiga",
        historical_period: "Ikinyejana cya 19",
        description:
          "Byo mu cyumba cy'ubuhigi: umuheto, imyambi n'icyo bayitwaramo, byo mu mashyamba y'Iburengerazuba.",
      },
      "Volcanic rock samples": {
        name: "Amabuye y'ibirunga",
        historical_period: "Ibihe bya kera cyane",
        description:
          "Amabuye yo mu birunga bya Virunga atangiza icyumba kivuga ku miterere y'ubutaka bw'akarere.",
      },
      "Clay cooking pots": {
        name: "Inkono z'ibumba zo gutekamo",
        historical_period: "Ikinyejana cya 20",
        description: "Inkono zibumbwe n'intoki zigatwikirwa ahagaragara, zo mu cyumba cy'ubukorikori.",
      },
    },
    gallery: [
      "Icyumba cy'ubukorikori",
      "Inkono z'ibumba mu cyumba cy'ubukorikori",
      "Umuziki n'imbyino: ingoma n'inanga",
    ],
    exhibitions: {
      "Seven galleries in one walk": {
        title: "Ibyumba birindwi mu rugendo rumwe",
        duration: "Iminota 40",
        description:
          "Urugendo ruyobowe mu byumba birindwi, kuva ku miterere y'ubutaka kugeza ku muziki n'imbyino.",
      },
      "Weaving an Agaseke": {
        title: "Kuboha agaseke",
        duration: "Iminota 12",
        description: "Reba uko agaseke kaboshywa mu migwegwe no mu ishinge, intambwe ku yindi.",
      },
    },
  },
  "rwanda-art-museum": {
    name: "Ingoro Ndangamurage y'Ubugeni n'Ubuhanzi",
    location: "Kanombe, Kigali",
    description:
      "Iri mu yahoze ari ingoro y'Umukuru w'Igihugu i Kanombe, yerekana ubugeni nyarwanda n'ubwo muri Afurika, kuva ku bukorikori bwa gakondo kugeza ku bihangano by'iki gihe.",
    long_description:
      "Iyi ngoro yafunguwe mu 2018 mu yahoze ari ingoro y'Umukuru w'Igihugu i Kanombe, hafi y'ikibuga cy'indege. Ibyo ibitse bihera ku bugeni bwa gakondo nk'Imigongo n'uduseke, bikagera ku mashusho y'amarangi, ibibajwe n'ibibumbano by'abanyabugeni b'iki gihe bo mu Rwanda no muri Afurika, kandi yakira imurika ry'igihe gito ry'ibihangano bishya.",
    artifacts: {
      "Imigongo panels": {
        name: "Imbaho z'Imigongo",
        historical_period: "Ikinyejana cya 20",
        description: "Imbaho zifite ishusho zibumbye z'umukara, umweru n'umutuku, mu buryo bw'i Nyakarimbi.",
      },
      "Contemporary painting": {
        name: "Amashusho y'iki gihe",
        historical_period: "Kuva mu myaka ya 1990 kugeza ubu",
        description: "Amashusho y'abanyabugeni b'Abanyarwanda bo mu myaka mirongo itatu ishize.",
      },
      Ceramics: {
        name: "Ibibumbano",
        historical_period: "Ikinyejana cya 21",
        description: "Ibibumbano bizana imiterere y'ububumbyi bwa gakondo mu bihangano by'iki gihe.",
      },
    },
    gallery: ["Ibyumba by'amashusho", "Imigongo mu cyumba cy'ubugeni bwa gakondo", "Ubusitani bw'i Kanombe"],
    exhibitions: {
      "From Imigongo to abstraction": {
        title: "Kuva ku Migongo kugeza ku bugeni bushya",
        duration: "Iminota 30",
        description: "Uko ishusho z'Imigongo zikomeza kubaho mu mashusho y'iki gihe.",
      },
      "Studio visit": {
        title: "Gusura umunyabugeni",
        duration: "Iminota 20",
        description: "Umunyabugeni w'iki gihe asobanura igihangano arimo gukora.",
      },
    },
  },
  "kandt-house-museum": {
    name: "Ingoro Ndangamurage y'Inzu ya Kandt",
    location: "Nyarugenge, Kigali",
    description:
      "Inzu ya Richard Kandt washinze Kigali mu 1907, ubu ikaba ingoro ndangamurage y'amateka kamere n'iy'imyaka ya mbere ya Kigali.",
    long_description:
      "Richard Kandt, umuganga n'umushakashatsi w'Umudage wari waje ashakisha isoko ya Nili, yashinze ibiro by'ubutegetsi bya Kigali mu 1907 maze yubaka iyi nzu. Uyu munsi ivuga amateka y'u Rwanda mbere y'ubukoloni no mu gihe cyabwo n'uko Kigali yagiye ikura, kandi ibitse icyegeranyo cy'amateka kamere: ibikururanda, amafi n'amabuye byo mu gihugu.",
    artifacts: {
      "Reptile collection": {
        name: "Ibikururanda",
        historical_period: "Icyegeranyo kizima",
        description:
          "Inzoka n'ibindi bikururanda bizima byo mu Rwanda, byerekanwa hamwe n'aho bisanzwe biba.",
      },
      "Fish of Lake Kivu": {
        name: "Amafi y'Ikiyaga cya Kivu",
        historical_period: "Icyegeranyo kizima",
        description: "Amoko y'amafi y'ikiyaga kinini cy'igihugu n'uburobyi bwacyo.",
      },
      "Early Kigali photographs": {
        name: "Amafoto ya Kigali ya mbere",
        historical_period: "1907–1960",
        description: "Kopi z'amafoto y'inyubako n'amasoko bya mbere by'uyu mujyi.",
      },
    },
    gallery: ["Inzu iri ku musozi wa Nyarugenge", "Ibyumba by'amateka kamere"],
    exhibitions: {
      "Kigali in 1907": {
        title: "Kigali mu 1907",
        duration: "Iminota 20",
        description: "Uko ibiro bito by'ubutegetsi byabaye umurwa mukuru.",
      },
    },
  },
  "environment-museum": {
    name: "Ingoro Ndangamurage y'Ibidukikije",
    location: "Karongi, Intara y'Iburengerazuba",
    description:
      "Iri ku nkombe y'Ikiyaga cya Kivu, yerekana umutungo kamere w'u Rwanda n'ubusitani bw'ibimera gakondo bivura buri hejuru y'inzu.",
    long_description:
      "Ingoro Ndangamurage y'Ibidukikije iri i Karongi ku nkombe y'Ikiyaga cya Kivu yafunguwe mu 2015. Imurika ryayo rivuga ku mutungo kamere w'igihugu, ingufu zacyo n'uburyo abantu babanye n'ubutaka, kandi ubusitani bwayo buri hejuru y'inzu buhinzemo ibimera bikoreshwa mu buvuzi gakondo, buri kimwe cyanditseho icyo gikoreshwa.",
    artifacts: {
      "Medicinal plant garden": {
        name: "Ubusitani bw'ibimera bivura",
        historical_period: "Umuco ukiriho",
        description:
          "Ibimera by'ubuvuzi gakondo bw'u Rwanda bihinze hejuru y'inzu, hamwe n'indwara byavuraga.",
      },
      "Methane of Lake Kivu": {
        name: "Gaze metani y'Ikiyaga cya Kivu",
        historical_period: "Ikinyejana cya 21",
        description: "Uko gaze iyengeye mu mazi maremare y'ikiyaga ubu ikoreshwa mu gutanga amashanyarazi.",
      },
      "Traditional farming tools": {
        name: "Ibikoresho by'ubuhinzi bya gakondo",
        historical_period: "Ikinyejana cya 20",
        description: "Amasuka, ibiseke n'ibigega by'umwaka w'ihinga.",
      },
    },
    gallery: ["Ikiyaga cya Kivu kirebewe ku ngoro", "Ubusitani buri hejuru y'inzu"],
    exhibitions: {
      "A walk through the rooftop garden": {
        title: "Gutembera mu busitani bwo hejuru y'inzu",
        duration: "Iminota 20",
        description: "Ibimera bivura n'uko byakoreshwaga mu buvuzi gakondo.",
      },
    },
  },
};
