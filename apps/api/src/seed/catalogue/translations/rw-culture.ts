import type { CatalogueTexts } from "./types.ts";

/** Music, jewellery, paintings and books of the demo catalogue in Kinyarwanda. */
export const rwCulture: CatalogueTexts = {
  "musical-instruments": {
    name: "Ibicurangisho",
    description:
      "Ibicurangisho by'umuziki nyarwanda: ingoma zibajwe mu giti kimwe, inanga, umuduri n'ikembe.",
    products: {
      "Inanga Trough Zither": {
        name: "Inanga",
        description:
          "Urubaho rubajwe rucukuye rureshya nka cm 90, ruriho umugozi umwe muremure unyuzwa hirya no hino ukaba imirya myinshi ikurikiranye. Icurangwa umuntu yicaye, igaherekeza indirimbo z'inanga ziririmbwa bucece, nko kongorera.",
      },
      "Inanga, Restored Heirloom": {
        name: "Inanga ya kera yasanwe",
        description:
          "Inanga ya kera yavuye i Nyanza, yasukuwe, isigwa amavuta kandi ishyirwaho imirya mishya n'abanyabukorikori b'i Huye. Igiti cyayo kigaragaza imyaka myinshi yacuranzwe.",
      },
      "Ingoma Drum, Medium": {
        name: "Ingoma iringaniye",
        description:
          "Ingoma ya cm 50 ibajwe mu giti kimwe cy'umuvumu, ibambweho uruhu rw'inka rufashwe n'imambo z'ibiti: ijwi ry'imbyino z'Intore.",
      },
      "Ingoma Drum, Lead": {
        name: "Ingoma iyobora izindi",
        description:
          "Ingoma ndende iyobora izindi, ya cm 80, ifite ijwi ryimbitse; igurishwa hamwe n'imirishyo ibiri ibajwe.",
      },
      "Children's Practice Drum": {
        name: "Ingoma y'abana yo kwigiraho",
        description:
          "Ingoma ya cm 25 ibambweho uruhu rw'ihene, yoroheje ku buryo abana batangiye kwiga injyana z'Intore bayishobora.",
      },
      "Umuduri Musical Bow": {
        name: "Umuduri",
        description:
          "Umuheto w'igiti kigoramye ufite umugozi umwe w'icyuma n'igicuma kivugisha ijwi, cyegamizwa ku gituza cy'ucuranga; umugozi ukubitwa agati gato, mu kiganza kimwe n'akanyuguri kavuga icyarimwe.",
      },
      "Ikembe Thumb Piano": {
        name: "Ikembe",
        description:
          "Ikembe rifite uturimi tw'icyuma dutondetse ku gasanduku k'igiti kavugisha ijwi; buri karimi gahuzwa n'ijwi ryako bakanyereza. Rivuga injyana zituje kandi zisendereye.",
      },
      "Ingoma Drum, Used Performance Piece": {
        name: "Ingoma yavuzwe mu birori, yakoreshejwe",
        description:
          "Ingoma iringaniye yavuzwe ibihembwe bibiri n'itorero ry'i Kigali. Uruhu rwayo ni rwiza kandi rwongeye gukazwa; igiti cyayo kigaragaza ibimenyetso by'uko yakoreshejwe.",
      },
    },
  },
  "jewellery-beadwork": {
    name: "Imitako n'amasaro",
    description:
      "Imitako y'amasaro, iy'amahembe y'inka akurungiye n'amasaro y'impapuro zongeye gukoreshwa, ikorerwa n'intoki mu Rwanda no mu karere, mu nzu nto z'ubukorikori.",
    products: {
      "Cow-Horn Bangle": {
        name: "Igikomo cy'ihembe ry'inka",
        description:
          "Igikomo gikozwe mu ihembe ry'inka, ikiva ku muco w'ubworozi bw'inka mu Rwanda, cyakuweho ibikaka kigakurungirwa kugeza kigaragaje imirongo yacyo kamere y'umukara n'iy'ibara ry'ubuki.",
      },
      "Cow-Horn Drop Earrings": {
        name: "Amaherena y'ihembe ameze nk'ibitonyanga",
        description:
          "Amaherena yoroheje y'ihembe rikurungiye, ku dufashi tudatera uruhu uburwayi; buri jambo ryakaswe mu gice kimwe cy'ihembe.",
      },
      "Imigongo Beaded Collar Necklace": {
        name: "Urunigi rugari rw'amasaro rw'Imigongo",
        description:
          "Urunigi rugari rw'amasaro mato y'ikirahure adodewe mu mirongo ya mpandeshatu z'umukara, umweru n'umutuku, rufungwa n'agafungo k'ihembe kabajwe.",
      },
      "Recycled Paper Bead Necklace": {
        name: "Urunigi rw'amasaro y'impapuro",
        description:
          "Amasaro maremare azingwa n'intoki mu duce tw'impapuro zongeye gukoreshwa, agasigwa vernis, agatungwa mu mabara y'umuhondo n'ubururu.",
      },
      "Maasai Beaded Cuff": {
        name: "Igikomo cy'uruhu gitatse amasaro cy'Abamasayi",
        description:
          "Igikomo cy'uruhu gitatse amasaro mu buryo bw'amabara yegeranye bwa gakondo y'Abamasayi bo muri Kenya na Tanzaniya, mu mutuku, umweru n'ubururu.",
      },
      "Brass and Bead Anklet": {
        name: "Umurimbo w'akaguru w'umuringa n'amasaro",
        description:
          "Umurimbo woroheje w'akaguru ugizwe n'impeta z'umuringa zacuzwe n'amasaro mato y'ikirahure atukura, avuga buhoro uko ugenda.",
      },
      "Vintage Amber Trade-Bead Strand": {
        name: "Amasaro ya kera y'ubucuruzi, ibara ry'ubuki",
        description:
          "Amasaro ya kera y'ikirahure yacuruzwaga, yongeye gutungwa ku mugozi mushya; amwe yarasadutse kubera kwambarwa igihe kirekire, nk'uko bikwiye.",
      },
      "Silver Agaseke Pendant": {
        name: "Agaseke k'ifeza ko kwambara ku ijosi",
        description:
          "Umurimbo muto w'ifeza nyayo umeze nk'agaseke n'umupfundikizo wako usongoye, ku munyururu wa cm 45.",
      },
    },
  },
  paintings: {
    name: "Amashusho y'amarangi",
    description:
      "Amashusho y'umwimerere avuye mu nzu z'abanyabugeni bo mu Rwanda: imisozi igihumbi, iminsi y'isoko, Intore, n'ubugeni bushingiye ku ishusho z'Imigongo.",
    products: {
      "Land of a Thousand Hills, Acrylic on Canvas": {
        name: "Igihugu cy'imisozi igihumbi, akirilike ku mwenda",
        description:
          "Ishusho ya akirilike ya cm 100 × 70 y'imisozi y'amaterasi irengerwa n'igihu cya mu gitondo, yashushanyirijwe mu nzu y'umunyabugeni i Kigali. Irambuye ku giti, yiteguye kumanikwa.",
      },
      "Intore Dancers in Motion": {
        name: "Intore zibyina",
        description:
          "Akirilike ku mwenda, cm 80 × 60: Intore zambaye imigara yazo miremire, zifite ingabo, zashushanyijwe n'uburoso bunini bwihuta.",
      },
      "Kimironko Market Morning": {
        name: "Igitondo ku isoko rya Kimironko",
        description:
          "Ishusho y'amarangi y'amavuta ya cm 60 × 50: abacuruzi b'imbuto n'ameza y'ibitenge mu isoko ry'i Kigali ryuzuye abantu, mu rumuri rushyushye rw'umuhondo.",
      },
      "Geometry of the East, Abstract": {
        name: "Ishusho z'Iburasirazuba",
        description:
          "Igihangano cya cm 70 × 70 mu mukara, umweru n'umutuku w'itaka, kizana mu irangi imirongo igoramye na mpandenye z'Imigongo, bikozwe n'uburoso n'icyuma cy'abanyabugeni.",
      },
      "Banana-Leaf Collage: Mother and Child": {
        name: "Ibirere by'insina: umubyeyi n'umwana",
        description:
          "Igihangano cy'ibirere by'insina byumye mu mabara yabyo kamere y'ikigina n'iry'amata, byakaswe bigafatanishwa ku rubaho, mu ikadere ya cm 40 × 50.",
      },
      "Lake Kivu at Dusk, Watercolour": {
        name: "Ikiyaga cya Kivu ku mugoroba, amarangi y'amazi",
        description:
          "Ishusho nto y'amarangi y'amazi ya cm 30 × 40: ubwato bw'abarobyi bugaruka bwambukiranya Ikiyaga cya Kivu, iri mu ikadere y'ikirahure.",
      },
      "Volcanoes of the North, Print": {
        name: "Ibirunga by'Amajyaruguru, kopi icapye",
        description:
          "Kopi icapye neza kandi isinyweho, ya cm 50 × 40, y'ibirunga bya Virunga hejuru y'imirima y'ibirayi, ikuwe ku gihangano cy'umwimerere cy'amarangi y'amavuta.",
      },
    },
  },
  books: {
    name: "Ibitabo ku Rwanda",
    description:
      "Ibitabo ku mateka, ku muco no ku rurimi by'u Rwanda, kuva ku bitabo byo kwiga Ikinyarwanda kugeza ku byegeranyo by'ubuvanganzo nyemvugo, by'imigani n'iby'uburyo bwo guteka.",
    products: {
      "Kinyarwanda for Beginners: Phrasebook and Grammar": {
        name: "Ikinyarwanda ku batangizi: interuro n'ikibonezamvugo",
        description:
          "Kuramutsa, imibare, inteko z'amazina n'ibiganiro bya buri munsi, buri kimwe kigaragaza uko gisomwa; hamwe n'urutonde ruto rw'amagambo y'Icyongereza n'Ikinyarwanda.",
      },
      "Imigani: Rwandan Folktales Retold": {
        name: "Imigani: inkuru za gakondo z'u Rwanda",
        description:
          "Imigani mirongo itatu yo mu buvanganzo nyemvugo, yanditse mu Cyongereza ariko igumana intangiriro n'indirimbo zayo mu Kinyarwanda, hamwe n'ibisobanuro by'igihe buri mugani wacibwaga.",
      },
      "Imigani y'Imigenurano: 500 Kinyarwanda Proverbs": {
        name: "Imigani y'Imigenurano: imigani 500 y'Ikinyarwanda",
        description:
          "Imigani migufi mu Kinyarwanda, isobanuye ijambo ku rindi n'uko yumvikana mu buzima bwa buri munsi, itondetse hakurikijwe insanganyamatsiko: inka, umuryango, umurimo, kwihangana n'imvugo.",
      },
      "The Kingdom of Rwanda: A History to 1962": {
        name: "Ubwami bw'u Rwanda: amateka kugeza mu 1962",
        description:
          "Amateka y'ubwami bw'u Rwanda arimo amashusho, kuva bugitangira kugeza ku bwigenge: ibwami, ingoma nk'ikirango cy'ubutegetsi, n'igihe cy'ubukoloni.",
      },
      "Remembrance and Rebuilding: Rwanda since 1994": {
        name: "Kwibuka no kwiyubaka: u Rwanda kuva mu 1994",
        description:
          "Ubuhamya bw'abarokotse n'ubw'abongeye kubaka imiryango nyuma ya Jenoside yakorewe Abatutsi mu 1994, hamwe n'ibice bivuga ku nkiko Gacaca n'Umuganda.",
      },
      "Imigongo: Art of the Eastern Province": {
        name: "Imigongo: ubugeni bw'Intara y'Iburasirazuba",
        description:
          "Igitabo kinini cy'amafoto ku Migongo: uko imbaho zibumbwa n'uko zisigwa irangi, abanyabugeni bongeye kubyutsa ubu bugeni, n'urutonde rw'ishusho zabwo.",
      },
      "Flavours of the Hills: A Rwandan Cookbook": {
        name: "Uburyohe bw'imisozi: guteka nyarwanda",
        description:
          "Uburyo bwo guteka isombe, ibihaza, burusheti n'ibiryo by'ibitoki, hamwe n'ibisobanuro ku ikawa n'icyayi by'u Rwanda.",
      },
      "Kinyarwanda–English Dictionary, Second-Hand": {
        name: "Inkoranyamagambo y'Ikinyarwanda n'Icyongereza, yakoreshejwe",
        description:
          "Inkoranyamagambo ntoya yakoreshejwe, ifite amagambo agera ku 10.000, imeze neza, irimo inyandiko nke z'ikaramu y'igiti mu mpande.",
      },
    },
  },
};
