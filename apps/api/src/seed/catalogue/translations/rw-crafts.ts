import type { CatalogueTexts } from "./types.ts";

/** The crafts of the demo catalogue in Kinyarwanda (Imigongo, ibiseke, ububumbyi, ibibajwe, imyenda). */
export const rwCrafts: CatalogueTexts = {
  "imigongo-art": {
    name: "Ubugeni bw'Imigongo",
    description:
      "Imigongo ni ubugeni bw'ishusho zibumbye bwo mu Burasirazuba bw'u Rwanda: amase y'inka avanze n'ivu abumbwamo imirongo ku rubaho, hanyuma igasigwa amarangi kamere y'umukara, umweru n'umutuku w'itaka.",
    products: {
      "Imigongo Zigzag Panel, Large": {
        name: "Urubaho runini rw'Imigongo rw'imirongo igoramye",
        description:
          "Urubaho rwa cm 90 × 60 ruriho imirongo igoramye igerekeranye y'umukara, umweru n'umutuku w'itaka, yabumbwe n'intoki mu mase y'inka n'ivu, igasigwa ingwa, itaka ritukura n'umukara ukomoka ku mwotsi. Rwakozwe na koperative y'abagore y'i Nyakarambi, mu Karere ka Kirehe.",
      },
      "Imigongo Diamond Wall Tile": {
        name: "Agapande k'Imigongo ko ku rukuta gafite mpandenye",
        description:
          "Agapande ka cm 30 × 30 gafite mpandenye ziri mu zindi, z'umukara, umweru n'umutuku w'itaka: imwe mu ishusho za kera cyane z'Imigongo. Kamanikwa ku kagozi kihishe inyuma; karoroshye ku buryo gashobora kujya no ku rukuta rwa pulasitere.",
      },
      "Imigongo Spiral Square": {
        name: "Urubaho rw'Imigongo rwa kare rufite umurongo uzenguruka",
        description:
          "Urubaho rwa kare ruriho umurongo ufite inguni uzenguruka ugana hagati, imigongo yarwo ireshya na cm 1 z'ubuhagarike. Buri gihangano cyumishwa n'izuba iminsi myinshi mbere yo gusigwa irangi.",
      },
      "Imigongo Triptych: Hills at Dusk": {
        name: "Imbaho eshatu z'Imigongo: imisozi ku mugoroba",
        description:
          "Imbaho eshatu za cm 40 × 60 zimanikwa iruhande rw'izindi: imirongo ya mpandeshatu imeze nk'imisozi y'Iburasirazuba, imirongo igoramye, na kare ziri mu zindi. Zasinyweho inyuma n'abanyabugeni batatu bazikoze.",
      },
      "Imigongo Coaster Set of Six": {
        name: "Udutereko dutandatu tw'Imigongo",
        description:
          "Udutereko dutandatu twa cm 10 two gutereka ibirahure, ku mbaho zikomeye, buri kamwe gafite ishusho yako, dusizweho vernis itabengerana ku buryo dusukurwa n'agatambaro gatose.",
      },
      "Imigongo Ochre and Black Panel": {
        name: "Urubaho rw'Imigongo rw'umuhondo n'umukara",
        description:
          "Urubaho rwa cm 60 × 40 mu mabara y'umuhondo w'itaka adakunze kuboneka, imigongo yarwo isizwe ibumba ry'umuhondo. Rwabumbwe n'intoki mu buryo bwa gakondo, nta kintu cyo kubumbiramo.",
      },
      "Imigongo Mirror Frame": {
        name: "Indorerwamo ifite ikadere y'Imigongo",
        description:
          "Indorerwamo y'uruziga iri mu ikadere y'Imigongo ya cm 45, ifite mpandeshatu z'umukara n'umweru zisa n'imirasire. Ikorwa ari uko yatumijwe; nta kadere isa neza n'indi.",
      },
      "Imigongo Bookends (Pair)": {
        name: "Ibifata ibitabo by'Imigongo (bibiri)",
        description:
          "Ibiti bibiri biremereye byo gufata ibitabo, biriho uduce duto tw'Imigongo dufite mpandenye, mu mutuku w'itaka n'umweru.",
      },
    },
  },
  "agaseke-baskets": {
    name: "Agaseke n'ububoshyi",
    description:
      "Ibiseke biboshywe n'Abanyarwandakazi mu migwegwe, mu ishinge no mu rufunzo. Agaseke gafite umupfundikizo, kuva kera gatangwa nk'impano mu bukwe no mu guhemba umubyeyi wabyaye, kamenyekanye nk'agaseke k'amahoro.",
    products: {
      "Agaseke Peace Basket, Classic": {
        name: "Agaseke k'amahoro gasanzwe",
        description:
          "Agaseke ka cm 30 gafite umupfundikizo muremure usongoye, kaboshywe mu ishinge rizingazinze cyane, rizengurutswe n'imigwegwe y'ibara ryayo n'iyasizwe umukara, gafite umurongo w'ishusho igoramye. Kera bakabikagamo impano y'umugeni.",
      },
      "Agaseke Peace Basket, Miniature": {
        name: "Agaseke k'amahoro gato",
        description:
          "Agaseke ka cm 12 kaboshywe mu buryo bumwe n'ak'ubunini busanzwe; ni impano nto yoroshye gutwara mu rugendo.",
      },
      "Tall Agaseke with Diamond Band": {
        name: "Agaseke kanini gafite umurongo wa mpandenye",
        description:
          "Agaseke ko gutaka inzu ka cm 55, kazengurutswe n'umurongo wa mpandenye z'umutuku w'itaka. Ababoshyi bo mu Ntara y'Amajyepfo bamara nk'ibyumweru bitatu kugira ngo barangize kamwe.",
      },
      "Urutaro Winnowing Tray": {
        name: "Urutaro rwo kugosora",
        description:
          "Urutaro rugari rudacukuye, ruboshywe mu rufunzo rwasaturwe, rwo kugosora amasaka n'ibishyimbo; ruboshye rurambuye kandi rufite urugara rukomeye. Rushobora no gutaka ku rukuta.",
      },
      "Nesting Fruit Bowls, Set of Three": {
        name: "Ibiseke bitatu by'imbuto bijya mu bindi",
        description:
          "Ibiseke bitatu bifunguye bya cm 18, 24 na 30, biboshywe mu migwegwe y'ibara ryayo, bifite inziga z'umukara n'iz'umuhondo. Bihanagurwa n'agatambaro kumutse.",
      },
      "Banana-Fibre Storage Basket": {
        name: "Igiseke cyo kubikamo kiboshywe mu birere",
        description:
          "Igiseke gikomeye cya cm 35 gifite umupfundikizo, kiboshywe mu birere by'insina byumye bizengurutse imigwegwe, cyo kubikamo imyenda cyangwa ibikinisho.",
      },
      "Wall Plate Trio in Earth Tones": {
        name: "Inkoko eshatu zo ku rukuta mu mabara y'itaka",
        description:
          "Inkoko eshatu zirambuye (cm 20, 28 na 36) zifite ishusho z'inyenyeri n'imirongo igoramye, mu mabara y'itaka ritukura, umukara n'ibara ry'imigwegwe, ziteguye kumanikwa.",
      },
      "Papyrus Market Basket": {
        name: "Igiseke cyo guhahira kiboshywe mu rufunzo",
        description:
          "Igiseke gifunguye gifite imikondo y'urufunzo ruhotoye, kigari bihagije ku munsi w'isoko i Kimironko.",
      },
    },
  },
  "pottery-ceramics": {
    name: "Ububumbyi",
    description:
      "Inkono n'ibindi bibumbano bikozwe n'intoki, umwuga umaze ibisekuru mu miryango y'Abatwa mu Rwanda: bibumbwa mu ibumba ryo mu karere, bigakurungirwa n'ibuye ryoroshye, bigatwikirwa ahagaragara.",
    products: {
      "Ikibindi Water Pot": {
        name: "Ikibindi cy'amazi",
        description:
          "Ikibindi gifite inda nini n'ijosi rigufi, cyabumbwe n'ababumbyi b'Abatwa kigatwikirwa ahagaragara; gituma amazi yo kunywa akomeza gukonja. Kijyamo nka litiro 8.",
      },
      "Inkono Cooking Pot": {
        name: "Inkono yo gutekamo",
        description:
          "Inkono ifite umunwa mugari yo gutekamo ibishyimbo n'isosi ku ziko ry'inkwi cyangwa ry'amakara; mbere yo kuyitekamo bwa mbere, uyisiga amavuta make.",
      },
      "Burnished Black Vase": {
        name: "Ikibindi cy'indabo cy'umukara gikurungiye",
        description:
          "Ikibindi cya cm 30 cyirabujwe n'umwotsi igihe cyatwikwaga, kigakurungirwa n'ibuye ryo mu mugezi kugeza kibengerana buhoro. Ni icyo gutaka; ntikibika amazi.",
      },
      "Zigzag-Incised Serving Bowl": {
        name: "Isahani y'ibumba ifite imirongo igoramye",
        description:
          "Isahani idacukuye yo kugaburiraho, izengurutswe n'umurongo w'ishusho igoramye yakanzwe mu ibumba ritose n'akuma kabajwe, mbere y'uko itwikwa.",
      },
      "Clay Incense Burner": {
        name: "Icyotezo cy'ibumba",
        description:
          "Icyotezo gito gifite umupfundikizo utobowemo mpandeshatu, zikwirakwiza urumuri rw'ikara ryaka.",
      },
      "Large Storage Jar": {
        name: "Ikibindi kinini cyo kubikamo",
        description:
          "Ikibindi cya cm 60 nk'ibyo kera babikagamo amarwa y'amasaka, gikurungiye mu ibara ritukura. Kubera ubunini bwacyo, gifatirwa i Kigali gusa.",
      },
      "Terracotta Cups, Set of Four": {
        name: "Ibikombe bine by'ibumba",
        description:
          "Ibikombe bine bidasize irangi, bigenda byijima uko bikoreshwa, buri kimwe kijyamo nka ml 200, bigurishwa hamwe n'agatereko kaboshywe mu migwegwe.",
      },
    },
  },
  woodcraft: {
    name: "Ibibajwe mu giti",
    description:
      "Ibikoresho, intebe n'ibishushanyo bibajwe mu giti: inkongoro y'amata, igisabo cyo gucunda n'intebe, bibajwe n'imbazo n'icyuma.",
    products: {
      "Inkongoro Milk Vessel with Woven Lid": {
        name: "Inkongoro y'amata ifite umupfundikizo uboshye",
        description:
          "Inkongoro y'amata ibajwe mu giti, ifite umupfundikizo usongoye uboshye: igikoresho cy'umuco w'ubworozi bw'inka mu Rwanda, cyo guhereza abashyitsi amata.",
      },
      "Igisabo Churn (Decorative)": {
        name: "Igisabo (cyo gutaka)",
        description:
          "Igisabo gifite ijosi rirerure nk'ibyo kera bavugutaga bacunda amavuta, cyasukuwe, cyumishwa, gifungishwa umufuniko uboshye mu migwegwe.",
      },
      "Intebe Carved Stool": {
        name: "Intebe ibajwe",
        description:
          "Intebe ngufi ibajwe mu gisate kimwe cy'igiti, intebeho yayo y'uruziga yoroshejwe n'imyaka yo kuyicaraho, izengurutswe hagati n'umurongo w'ishusho igoramye.",
      },
      "Intebe Stool, Refinished": {
        name: "Intebe ya kera yasanwe",
        description:
          "Intebe ya kera: intebeho yayo yari yarasadutse yakomejwe n'umubaji w'i Nyanza, maze yose isigwa amavuta bushya; yanyeganyegaga gato, none irahamye.",
      },
      "Intore Dancer Carving": {
        name: "Intore ibajwe mu giti",
        description:
          "Igishushanyo cya cm 35 cy'umubyinnyi w'Intore ufite icumu n'ingabo, kibajwe mu giti cya jakaranda kandi cyijimishijwe n'ibishashara.",
      },
      "Imbehe Serving Plate": {
        name: "Imbehe yo kugaburiraho",
        description:
          "Imbehe y'uruziga ibajwe n'intoki, isizwe amavuta atangiza ibiribwa; ireshya nka cm 30 z'umurambararo.",
      },
      "Carved Salad Servers": {
        name: "Ibiyiko bibiri bibajwe byo kugabura salade",
        description:
          "Ibiyiko bibiri bibajwe, imikondo yabyo iriho mpandenye z'Imigongo zatwikishijwe mu giti.",
      },
    },
  },
  "textiles-fashion": {
    name: "Imyenda: Igitenge n'Umushanana",
    description:
      "Igitenge gicapye kigurishwa ku burebure kikadodwa n'abadozi b'i Kigali, n'Umushanana, umwambaro Abanyarwandakazi bakenyera mu bukwe no mu birori.",
    products: {
      "Mushanana Ceremonial Dress, Ivory and Gold": {
        name: "Umushanana w'ibirori, umweru n'izahabu",
        description:
          "Umushanana wuzuye: ikanzu ndende ikenyerwa n'umwitero ushyirwa ku rutugu rumwe, wera nk'amahembe y'inzovu ufite urugara ruboshye rw'izahabu, wambarwa hejuru y'agakanzu gafashe umubiri. Udodwa hakurikijwe ibipimo byawe nyuma yo kuwugura.",
      },
      "Mushanana, Earth Red with Black Border": {
        name: "Umushanana utukura nk'itaka ufite urugara rw'umukara",
        description:
          "Umushanana utukura cyane, umwitero wawo ufite urugara rw'umukara rwigana Imigongo: amabara y'ubugeni bw'ishusho zibumbye bwo mu Burasirazuba bw'u Rwanda.",
      },
      "Kitenge Wax Print, 6 Yards, Ochre Circles": {
        name: "Igitenge gicapye, yaradi 6, inziga z'umuhondo",
        description:
          "Igitenge cy'ipamba cya yaradi 6 gifite inziga z'umuhondo n'ubururu bwijimye: uburebure umudozi akenera ngo adode ikanzu n'igitambaro cyo mu mutwe gihuje na yo.",
      },
      "Kitenge Wax Print, 6 Yards, Green Leaves": {
        name: "Igitenge gicapye, yaradi 6, amababi y'icyatsi",
        description:
          "Igitenge cy'ipamba gifite amababi manini y'icyatsi kibisi ku ibara ry'amata, yaradi 6; amabara yacyo ntahinduka iyo kimeswe kuri 40 °C.",
      },
      "Kitenge Shirt, Tailored in Kigali": {
        name: "Ishati y'igitenge yadodewe i Kigali",
        description:
          "Ishati y'abagabo y'amaboko magufi mu gitenge cy'ubururu n'icunga, yakaswe kandi idodwa n'umudozi w'i Nyamirambo. Ingano kuva kuri S kugeza kuri XXL.",
      },
      "Umukenyero Wrap Cloth": {
        name: "Umukenyero",
        description:
          "Umwenda w'ipamba wa metero ebyiri ukenyerwa mu rukenyerero hejuru y'ikanzu, ufite imirongo yoroheje y'ikigina n'umukara, wadodewe impande zose.",
      },
      "Imigongo Print Silk Scarf": {
        name: "Igitambaro cya soya gicapyeho Imigongo",
        description:
          "Igitambaro cyo mu ijosi cya soya cya cm 180 × 50, gicapyeho urugara rw'Imigongo rw'imirongo igoramye na mpandenye, mu mukara, umweru n'ibara ry'itaka ritukura.",
      },
      "Kitenge Tote Bag": {
        name: "Isakoshi y'igitenge",
        description:
          "Isakoshi ifite umwenda imbere, mu gitenge gitukura cyane, ifite agafuka k'imbere gafungwa na zipu, yadodwe mu bisigazwa by'imyenda y'aho idoderwa ku buryo ntakipfa ubusa.",
      },
    },
  },
};
