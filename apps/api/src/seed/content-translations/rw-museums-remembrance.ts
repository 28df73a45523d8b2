import type { MuseumTexts } from "./types.ts";

/** The memorials and the liberation museums in Kinyarwanda: factual and sober (decision 050). */
export const rwMuseumsRemembrance: Record<string, MuseumTexts> = {
  "kigali-genocide-memorial": {
    name: "Urwibutso rwa Jenoside rwa Kigali",
    location: "Gisozi, Kigali",
    description: "Aho abazize Jenoside yakorewe Abatutsi mu 1994 barenga 250.000 baruhukiye.",
    long_description:
      "Urwibutso rwa Jenoside rwa Kigali ruri ku Gisozi rwafunguwe mu 2004, imyaka icumi nyuma ya Jenoside yakorewe Abatutsi. Abazize Jenoside barenga 250.000 bashyinguwe mu mva rusange zarwo. Imurika rihoraho rigaragaza amateka yagejeje kuri Jenoside, iminsi ijana y'ubwicanyi mu 1994, n'imyaka yo kwiyubaka yakurikiyeho; igice cyahariwe abana cyibutsa bamwe mu bana bato bishwe, kandi irindi murika rivuga kuri jenoside zabaye ahandi ku isi. Ubusitani bw'urwibutso n'Urukuta rw'amazina ni ahantu ho kwibuka, kandi urwibutso rutegura gahunda z'uburezi zo gukumira jenoside. Abarusura basabwa kwambara no kwitwara mu buryo bwubaha aha hantu.",
    artifacts: {
      "Mass graves": {
        name: "Imva rusange",
        historical_period: "1994",
        description:
          "Aho abazize Jenoside barenga 250.000 baruhukiye, munsi y'ibisate bya sima mu rugo rw'urwibutso.",
      },
      "Wall of Names": {
        name: "Urukuta rw'amazina",
        historical_period: "Kuva mu 1994 kugeza ubu",
        description:
          "Urukuta rwanditseho amazina y'abazize Jenoside, rukomeza kongerwaho uko imiryango imenya ababo.",
      },
      "Children's memorial": {
        name: "Urwibutso rw'abana",
        historical_period: "1994",
        description: "Ibyumba byibutsa abana bishwe, umwe ku wundi, binyuze mu mazina yabo n'ibyo bakundaga.",
      },
    },
    gallery: ["Ubusitani bw'urwibutso", "Aho binjirira mu imurika rihoraho"],
    exhibitions: {
      "The permanent exhibition": {
        title: "Imurika rihoraho",
        duration: "Iminota 60",
        description:
          "Amateka ya Jenoside yakorewe Abatutsi, kuva ku nkomoko yayo kugeza ku myaka yo kwiyubaka.",
      },
      "Guided visit of the memorial": {
        title: "Gusura urwibutso hari uyobora",
        duration: "Iminota 90",
        description: "Umuyobozi aherekeza abashyitsi mu imurika no mu busitani.",
      },
    },
  },
  "murambi-genocide-memorial": {
    name: "Urwibutso rwa Jenoside rwa Murambi",
    location: "Murambi, Akarere ka Nyamagabe, Intara y'Amajyepfo",
    description:
      "Urwibutso ruri ahahoze ishuri ry'imyuga, aho Abatutsi babarirwa mu bihumbi mirongo bari bahungiye biciwe muri Mata 1994.",
    long_description:
      "Muri Mata 1994, Abatutsi bo mu nkengero babwiwe guhurira ku ishuri ry'imyuga ryari ririmo kubakwa i Murambi, bizezwa kurindwa. Babarirwa mu bihumbi mirongo, bahiciwe mu minsi mike. Aha hantu ubu ni urwibutso rw'igihugu rwa Jenoside: rubungabunga aho biciwe, kandi imurika risobanura amateka ya Jenoside mu yahoze ari Perefegitura ya Gikongoro no mu gihugu hose. Urwibutso rusaba abarusura guceceka no kubaha aha hantu.",
    artifacts: {
      "The school buildings": {
        name: "Inyubako z'ishuri",
        historical_period: "1994",
        description:
          "Ibyumba by'amashuri bitari byuzuye aho abishwe bari bahungiye, byabungabunzwe nk'igice cy'urwibutso.",
      },
      "Memorial graves": {
        name: "Imva z'urwibutso",
        historical_period: "Kuva mu 1994 kugeza ubu",
        description:
          "Imva zishyinguwemo mu cyubahiro abazize Jenoside babonetse kandi bakamenyekana nyuma yayo.",
      },
    },
    gallery: ["Urwibutso ku musozi wa Murambi"],
    exhibitions: {
      "History exhibition": {
        title: "Imurika ry'amateka",
        duration: "Iminota 45",
        description:
          "Uko Jenoside yateguwe n'uko yashyizwe mu bikorwa muri aka karere, n'ubuhamya bw'abayirokotse.",
      },
    },
  },
  "museum-for-campaign-against-genocide": {
    name: "Ingoro Ndangamateka y'Urugamba rwo Guhagarika Jenoside",
    location: "Inyubako y'Inteko Ishinga Amategeko, Kimihurura, Kigali",
    description:
      "Iri mu nyubako y'Inteko Ishinga Amategeko, igaragaza urugamba rwo mu 1994 rwahagaritse Jenoside yakorewe Abatutsi.",
    long_description:
      "Iyi ngoro yafunguwe mu 2017 mu nyubako y'Inteko Ishinga Amategeko ku Kimihurura i Kigali, aho batayo y'Ingabo za RPA yari icumbitse hakurikijwe amasezerano y'amahoro ya Arusha igihe Jenoside yatangiraga muri Mata 1994. Imurika ryayo n'inzibutso ziri hanze bikurikirana urugamba rw'amezi yakurikiyeho, irokorwa ry'abasivili n'ihagarikwa rya Jenoside muri Nyakanga 1994. Ibimenyetso by'imirwano biracyagaragara ku nkuta z'iyo nyubako.",
    artifacts: {
      "Marks on the Parliament walls": {
        name: "Ibimenyetso ku nkuta z'Inteko",
        historical_period: "1994",
        description: "Ibyangijwe n'ibisasu mu 1994, byasizwe bigaragara ku nyubako.",
      },
      "Rooftop position": {
        name: "Ibirindiro byo hejuru y'inyubako",
        historical_period: "1994",
        description: "Hejuru y'inyubako, aho batayo yari ihacumbitse yarwaniriye iyo nyubako.",
      },
      "Campaign maps": {
        name: "Amakarita y'urugamba",
        historical_period: "1994",
        description: "Amakarita agaragaza uko urugamba rwagenze mu gihugu hagati ya Mata na Nyakanga 1994.",
      },
    },
    gallery: ["Inyubako y'Inteko Ishinga Amategeko ku Kimihurura", "Inzibutso ziri hanze"],
    exhibitions: {
      "The hundred days": {
        title: "Iminsi ijana",
        duration: "Iminota 50",
        description: "Urugendo ruyobowe mu imurika no hejuru y'inyubako.",
      },
    },
  },
  "national-liberation-museum-park": {
    name: "Ingoro Ndangamateka y'Urugamba rwo Kubohora Igihugu",
    location: "Mulindi, Akarere ka Gicumbi, Intara y'Amajyaruguru",
    description:
      "Ahahoze icyicaro gikuru cya FPR Inkotanyi i Mulindi mu gihe cy'urugamba rwo kubohora igihugu, kuva mu 1990 kugeza mu 1994.",
    long_description:
      "Iyi ngoro iri i Mulindi, ku butaka bwahoze ari ubw'icyayi mu Majyaruguru, yari icyicaro gikuru cya FPR Inkotanyi mu gihe cy'urugamba rwo kubohora igihugu kuva mu 1990 kugeza mu 1994. Abayisura babona indaki n'aho inama zaberaga icyo gihe, n'imurika ku rugamba n'abarugizemo uruhare.",
    artifacts: {
      "The underground shelter": {
        name: "Indaki",
        historical_period: "1990–1994",
        description: "Indaki yacukuwe mu musozi, yakoreshwaga n'ubuyobozi bw'urugamba mu gihe cy'intambara.",
      },
      "Tea fields of Mulindi": {
        name: "Imirima y'icyayi ya Mulindi",
        historical_period: "Ikinyejana cya 20",
        description: "Imirima y'icyayi yari ikikije icyicaro gikuru kandi ikiri ku misozi.",
      },
    },
    gallery: ["Imisozi ya Mulindi", "Amaterasi y'icyayi hafi y'iyi ngoro"],
    exhibitions: {
      "Walking the headquarters": {
        title: "Gutembera ahahoze icyicaro gikuru",
        duration: "Iminota 45",
        description: "Urugendo ruyobowe hagati y'ahantu hahoze icyicaro gikuru.",
      },
    },
  },
};
