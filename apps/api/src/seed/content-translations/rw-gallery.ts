import type { RecordTexts } from "./types.ts";

/** The art gallery in Kinyarwanda, by the artwork's English title. */
export const rwGallery: RecordTexts = {
  artworks: {
    "Intore at Dawn": {
      title: "Intore mu museke",
      medium: "Akirilike ku mwenda",
      description:
        "Intore, intoranywa z'ibwami, zisimbuka zambaye imigara yazo miremire isa n'ibyatsi byumye, igihe urumuri rwa mbere rugera ku misozi.",
    },
    "Drummers of the Court": {
      title: "Abavuzi b'ingoma b'ibwami",
      medium: "Amarangi y'amavuta ku mwenda",
      description:
        "Abavuzi b'ingoma bari mu ruziga bagumana injyana yatangazaga umwami kera; ishusho ikurikira injyana mu mirongo y'umuhondo n'umukara.",
    },
    "Umushagiriro, the Cattle Dance": {
      title: "Umushagiriro, imbyino y'inka",
      medium: "Amarangi y'amazi ku rupapuro",
      description:
        "Ababyinnyi b'abakobwa bazamura amaboko nk'amahembe maremare y'Inyambo, imbyino yishimira amashyo y'Iburasirazuba.",
    },
    "Amaraba in the Courtyard": {
      title: "Amaraba mu gikari",
      medium: "Akirilike ku rubaho",
      description:
        "Ababyinnyi bahindukira buhoro bakurikiye indirimbo z'abakuru mu mbyino y'amaraba ituje, bashushanyijwe mu mabara yoroheje y'akagoroba.",
    },
    "Young Ensemble, First Performance": {
      title: "Itorero ry'urubyiruko ku nshuro ya mbere",
      medium: "Ishusho ikozwe mu ikoranabuhanga",
      description:
        "Itorero ry'urubyiruko rw'i Nyamirambo ku mugoroba w'igitaramo cyaryo cya mbere, ingabo zizamuye n'ibirenge biri gukubita hasi.",
    },
    "Agaseke, the Peace Basket": {
      title: "Agaseke k'amahoro",
      medium: "Imigwegwe n'ishinge, amarangi kamere",
      description:
        "Agaseke karekare gafite umupfundikizo, kaboshywe mu migwegwe no mu ishinge; uduseke twatangwaga mu bukwe no mu guhemba, none twabaye ikimenyetso cy'ubwiyunge.",
    },
    "Imigongo Spiral Panel": {
      title: "Urubaho rw'Imigongo rufite umurongo uzenguruka",
      medium: "Amase y'inka abumbye, amarangi kamere ku rubaho",
      description:
        "Imigongo ni ubugeni bw'ishusho zibumbye bwo i Nyakarimbi mu Burasirazuba, bubumbwa mu mase y'inka bugasigwa umukara, umweru n'umutuku; uru rubaho rufite umurongo uzenguruka ugana hagati.",
    },
    "Ibyansi Milk Pots": {
      title: "Ibyansi",
      medium: "Igiti kibajwe, imipfundikizo iboshye",
      description:
        "Ibyansi bibajwe mu giti bifite imipfundikizo iboshye isongoye, ibikoresho babikagamo kandi bagahererezamo amata, ifunguro ryahabwaga agaciro kurusha ayandi mu miryango y'aborozi.",
    },
    "Inanga, the Trough Zither": {
      title: "Inanga",
      medium: "Igiti kibajwe, umugozi umwe",
      description:
        "Inanga ibajwe mu giti kimwe kandi ifite umugozi umwe muremure; abayicuranga baherekeza amateka y'ubwami aririmbwa.",
    },
    "Earth and Fire, Batwa Pottery": {
      title: "Ibumba n'umuriro, ububumbyi bw'Abatwa",
      medium: "Ibumba ribumbwe n'intoki, ritwikiwe ahagaragara",
      description:
        "Inkono zo gutekamo zifite inda nini zibumbwe n'intoki nta ruziga, mu buryo bw'ububumbyi ababumbyi b'Abatwa bamaze ibisekuru bakomeza.",
    },
    "Lake Kivu Evening": {
      title: "Ikiyaga cya Kivu ku mugoroba",
      medium: "Amarangi y'amavuta ku mwenda",
      description:
        "Ubwato bw'abarobyi bujya mu Kiyaga cya Kivu ku mugoroba, amatara yabwo amaze gucanwa munsi y'imisozi yo ku nkombe y'Iburengerazuba itangiye kwijima.",
    },
    "Virunga Morning Mist": {
      title: "Igihu cya mu gitondo ku Birunga",
      medium: "Akirilike ku mwenda",
      description:
        "Ibirunga bya Virunga bizamuka mu gihu cya mu gitondo hejuru y'imirima y'ibirayi hafi ya Kinigi.",
    },
    "Tea Terraces of Nyungwe": {
      title: "Amaterasi y'icyayi ya Nyungwe",
      medium: "Amarangi y'amazi ku rupapuro",
      description:
        "Imirongo y'icyayi ikurikira imiterere y'imisozi ku nkengero z'ishyamba rya Nyungwe, buri materasi ari umurongo w'icyatsi kibisi.",
    },
    "Akagera Savannah": {
      title: "Ishyamba ry'ibyatsi rya Akagera",
      medium: "Akirilike ku rupapuro",
      description:
        "Urwuri rugari kandi rwumutse rw'Iburasirazuba, rufite iminyinya itatanye, n'ibiyaga by'ikibaya cya Akagera kure.",
    },
    "A Thousand Hills": {
      title: "Imisozi igihumbi",
      medium: "Ishusho icapishijwe urubaho, amabara atatu",
      description:
        "Umusozi ukurikira undi ukazimangatana kure muri iyi shusho y'amabara atatu: ishusho yahaye igihugu izina ryacyo.",
    },
    "Rukari, the Royal Compound": {
      title: "Rukari, urugo rw'umwami",
      medium: "Wino n'amazi ku rupapuro",
      description:
        "Igishushanyo cy'inzu y'umwami yongeye kubakwa i Rukari, i Nyanza: inzu nini y'ibyatsi y'umwami iri mu ruzitiro rw'urubingo.",
    },
    "Study of a Royal Drum": {
      title: "Igishushanyo cy'ingoma y'ibwami",
      medium: "Amakara ku rupapuro",
      description:
        "Igishushanyo cy'amakara cy'ingoma y'ibwami. Mu bwami, ingoma z'umwami zari ibirango by'ubutegetsi, buri ngoma ifite izina ryayo n'abayirinda.",
    },
    "The Milk Pot Carrier": {
      title: "Uwikoreye icyansi",
      medium: "Amarangi ku rubaho",
      description:
        "Cyashushanyijwe hakurikijwe inkuru yo mu mateka yavuzwe: umukobwa ujyanye amata ibwami mu rukerera.",
    },
    "The Bow of the Hunter": {
      title: "Umuheto w'umuhigi",
      medium: "Wino ku rupapuro rukozwe n'intoki",
      description:
        "Umuheto n'icyo bitwaramo imyambi nk'ibibikwa mu cyumba cy'ubuhigi cy'Ingoro Ndangamurage y'u Rwanda, byashushanyijwe mu rwego rwo guha icyubahiro abahigi bo mu mashyamba y'Iburengerazuba.",
    },
    "Seat of the Elders": {
      title: "Intebe y'abakuru",
      medium: "Akirilike ku mwenda",
      description:
        "Intebe ibajwe nk'izo abakuru bicaragaho bumva kandi bakemura amakimbirane yo mu muryango.",
    },
    "Umuganura, the Harvest Feast": {
      title: "Umuganura, ibirori by'umusaruro",
      medium: "Akirilike ku mwenda",
      description:
        "Imiryango isangira amasaka n'uburo ku Muganura, umunsi mukuru w'umuganura wongeye kuba umunsi w'igihugu buri kwezi kwa Kanama.",
    },
    "Kwita Izina, Naming the Gorillas": {
      title: "Kwita Izina ingagi",
      medium: "Ishusho ikozwe mu ikoranabuhanga",
      description:
        "Imbaga ihurira munsi y'ibirunga mu muhango wo Kwita Izina, aho ingagi zo mu birunga zavutse zihabwa amazina.",
    },
    "Wedding Gifts, Gusaba": {
      title: "Impano zo Gusaba",
      medium: "Amarangi y'amavuta ku mwenda",
      description:
        "Mu Gusaba, umuryango w'umusore usaba umugeni; ishusho yerekana impano n'imishanana yambawe uwo munsi.",
    },
    "Festival of Drums, Huye": {
      title: "Iserukiramuco ry'ingoma, Huye",
      medium: "Akirilike ku rubaho",
      description:
        "Amatorero y'ingoma avuye hirya no hino mu Majyepfo ahurira kuri sitade y'umujyi mu gicamunsi cy'injyana n'imbyino.",
    },
    "Lanterns on the Lake": {
      title: "Amatara ku kiyaga",
      medium: "Amarangi y'amazi ku rupapuro",
      description:
        "Ibirori bya nijoro ku nkombe y'Ikiyaga cya Kivu, indirimbo z'abarobyi zumvikana hejuru y'amazi.",
    },
  },
};
