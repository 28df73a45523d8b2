import type { QuizTranslations } from "./types.ts";

/** The seeded courses' quizzes in Kinyarwanda (options in the English order). */
export const RW_QUIZZES: QuizTranslations = {
  "Quiz: greetings": {
    morning: {
      prompt: "Ni saa mbiri za mu gitondo. Uramutsa ute itsinda ry’abaturanyi?",
      explanation:
        "Mwaramutse ni indamukanyo ya mu gitondo, ikoreshwa kugeza nko ku manywa y’ihangu; mwiriwe ikurikiraho.",
    },
    anytime: {
      prompt: "Ni izihe muri izi wavuga uramutsa nyuma ya saa sita? (Hitamo ibisubizo byose by’ukuri.)",
      explanation:
        "Muraho ikwiye igihe cyose, na mwiriwe ni indamukanyo ya nyuma ya saa sita. Murabeho ni ugusezera.",
    },
    pairs: {
      prompt: "Huza buri mvugo n’icyo isobanura.",
      pairs: {
        amakuru: { right: "Ubaza uko umuntu ameze" },
        nimeza: { right: "Meze neza" },
        muramuke: { right: "Ijoro ryiza" },
        murabeho: { right: "Gusezera igihe kirekire" },
      },
      explanation: "Amakuru ibaza inkuru; ni meza irayisubiza; muramuke na murabeho ni ugusezera.",
    },
    reply: {
      prompt:
        "Umuntu akubwiye ati “Amakuru?”. Andika igisubizo gisanzwe cy’amagambo abiri kivuga ko umeze neza.",
      accepted: ["ni sawa"],
      explanation: "Ni meza. Ushobora kongeraho “namwe?” nawe ukabaza.",
    },
  },
  "Quiz: polite words and introductions": {
    thanks: {
      prompt: "Ubwira ute umukuru ko umushimiye cyane?",
      explanation: "Murakoze ni uburyo bw’icyubahiro, naho cyane yongera imbaraga.",
    },
    name: {
      prompt: "Uzuza: “______ Aline.” (kuvuga izina ryawe)",
      explanation: "Nitwa: ni ryo jambo rikoreshwa uvuga izina ryawe.",
    },
    contraction: {
      prompt: "Andika na + umugabo nk’uko byandikwa bihujwe.",
      explanation: "Inyajwi a ya na ivaho imbere y’inyajwi: n’umugabo.",
    },
    pairs: {
      prompt: "Huza buri jambo n’icyo risobanura.",
      pairs: {
        yego: { right: "Kwemera" },
        oya: { right: "Guhakana" },
        mumbabarire: { right: "Gusaba imbabazi" },
        ntuye: { right: "Aho mba" },
      },
      explanation: "Yego na oya, mumbabarire yo gusaba imbabazi, ntuye ikomoka kuri gutura.",
    },
  },
  "Quiz: numbers, market and family": {
    seven: {
      prompt: "Andika umubare 7 mu magambo (uko ubara).",
      explanation: "Karindwi ni 7; umunani ni 8.",
    },
    price: {
      prompt: "Ubaza ute igiciro cy’ikintu?",
      explanation: "Ni angahe? ibaza igiciro; amakuru? ibaza inkuru; witwa nde? ibaza izina.",
    },
    numbers: {
      prompt: "Huza imibare.",
      pairs: { thousand: { right: "1.000" } },
      explanation: "Gatatu 3, icyenda 9, ijana 100, igihumbi 1.000.",
    },
    sister: {
      prompt: "Umugabo avuga mushiki we. Akoresha irihe jambo?",
      explanation:
        "Mushiki ni uko umugabo yita umukobwa bavukana; musaza ni uko umugore yita umuhungu bavukana; murumuna ni uwo muhuje igitsina ukurikira.",
    },
    plural: {
      prompt: "Ni ayahe magambo avuga abantu barenze umwe?",
      explanation: "Indomo aba- igaragaza abantu benshi: abana, abantu.",
    },
  },
  "Quiz: origins and revival": {
    colours: {
      prompt: "Ni ayahe mabara atatu ya gakondo y’imigongo?",
      options: ["Umukara", "Ubururu", "Umutuku wijimye", "Umweru", "Icyatsi kibisi"],
      explanation: "Umukara, umutuku wijimye n’umweru; ibibaho by’ubu rimwe na rimwe byongeraho andi mabara.",
    },
    kakira: {
      prompt: "Amateka avugwa mu magambo yitirira nde imigongo ya mbere?",
      options: [
        "Kakira, umuhungu w’umwami Kimenyi wa Gisaka",
        "Umumisiyoneri w’Umubiligi",
        "Umwami wa mbere w’u Rwanda",
      ],
      explanation: "Bivugwa ko ari igikomangoma Kakira wa Gisaka, mu kinyejana cya cumi n’umunani.",
    },
    place: {
      prompt: "Ni uwuhe mujyi wo mu Karere ka Kirehe ubu ari icyicaro cy’imigongo?",
      accepted: ["i Nyakarambi"],
      explanation: "Nyakarambi, mu Karere ka Kirehe iburasirazuba, ni ho amakoperative y’imigongo akorera.",
    },
    revival: {
      prompt: "Ni bande basubukuye imigongo nyuma ya 1994?",
      options: [
        "Amakoperative y’abagore b’i Nyakarambi",
        "Ishuri ry’ubwubatsi",
        "Abakusanya ibihangano b’abanyamahanga",
      ],
      explanation: "Amakoperative y’abagore yasubukuye ubwo buhanga ayimurira ku mbaho.",
    },
  },
  "Quiz: materials and colours": {
    paste: {
      prompt: "Huza buri gikoresho n’akamaro kacyo.",
      pairs: {
        dung: { left: "Amase y’inka", right: "Ishingiro ry’uruvange rw’imirongo" },
        ash: { left: "Ivu", right: "Rikomeza uruvange rikirukana udukoko" },
        kaolin: { left: "Ingwa", right: "Ibara ry’umweru" },
      },
      explanation: "Amase n’ivu bikora uruvange; ingwa itanga umweru.",
    },
    shade: {
      prompt: "Kuki ikibaho gishya cyumishirizwa mu gicucu?",
      options: ["Kugira ngo uruvange rutameneka", "Kugira ngo amabara ahunguke", "Kubera ko kinuka ku zuba"],
      explanation: "Izuba ryinshi ryumisha uruvange vuba cyane rukameneka.",
    },
    white: {
      prompt: "Andika ijambo ry’Ikinyarwanda ry’ibumba ry’umweru rikoreshwa mu gusiga umweru.",
      explanation: "Ingwa ni ibumba ry’umweru.",
    },
  },
  "Quiz: patterns and making": {
    order: {
      prompt: "Ni iki gikurikiraho ako kanya umaze kubaka no gusereza imirongo?",
      options: ["Gusiga amabara", "Kumisha ikibaho kiri hasi mu gicucu iminsi myinshi", "Koza ikibaho"],
      explanation: "Uruvange rugomba kuba rukomeye rwose mbere yo gusigaho irangi.",
    },
    shapes: {
      prompt: "Ni iyihe miterere ikunze kuboneka mu migongo?",
      options: ["Imirongo icuramye", "Impande enye ziri imwe mu yindi", "Amashusho y’abantu", "Inyabutatu"],
      explanation:
        "Imigongo igizwe n’imiterere ya jeometiri: imirongo icuramye, impande enye, inyabutatu n’inziga.",
    },
    care: {
      prompt: "Usukura ute ikibaho cy’imigongo?",
      options: [
        "Ukoresheje uburoso bworoshye",
        "Ukoresheje isabune n’amazi",
        "Ntigikeneye gusukurwa na rimwe",
      ],
      explanation: "Kihanagure umukungugu n’uburoso bworoshye; amazi yangiza imirongo n’amabara.",
    },
    mistakes: {
      prompt: "Huza buri kosa n’icyo riteza.",
      pairs: {
        thin: { left: "Imirongo yoroshye cyane", right: "Irameneka" },
        wet: { left: "Amazi menshi mu ruvange", right: "Imirongo irasenyuka" },
        early: { left: "Gusiga irangi kare", right: "Ibara rirahunguka" },
      },
      explanation: "Uruvange rukomeye, imirongo ihagije no kumisha neza birinda ayo makosa atatu.",
    },
  },
  "Quiz: the drums": {
    meaning: {
      prompt: "Ijambo ingoma risobanura iki? (Hitamo ibisubizo byose by’ukuri.)",
      options: ["Igicurangisho kivugwa", "Ubwami, igihe cy’ubutegetsi", "Imbyino", "Indirimbo"],
      explanation: "Ingoma ni igicurangisho kandi ni n’ubwami: ingoma zari ibirango by’ubutegetsi bw’umwami.",
    },
    kalinga: {
      prompt: "Ingoma y’ingabe y’ubwami bw’u Rwanda yitwaga nde?",
      explanation: "Kalinga, ikirango cy’ubwami kugeza ubwami buvuyeho.",
    },
    roles: {
      prompt: "Huza buri ngoma n’uruhare rwayo.",
      pairs: {
        ishakwe: { right: "Ingoma nto, injyana ihamye" },
        inyahura: { right: "Ingoma yo hagati, injyana iyoboye" },
        igihumurizo: { right: "Ingoma nini, ijwi ryo hasi" },
      },
      explanation: "Ishakwe ikomeza injyana, inyahura iyobora, igihumurizo gitanga ijwi ryo hasi.",
    },
  },
  "Quiz: inanga and other instruments": {
    strings: {
      prompt: "Inanga iziritsweho imirya ite?",
      options: [
        "Umugozi umwe unyuzwa imbere n’inyuma",
        "Imirya cumi n’ibiri y’icyuma itandukanye",
        "Nta mirya igira",
      ],
      explanation:
        "Umugozi umwe unyuzwa ku rubaho inshuro nyinshi, bigatanga imirya itandatu kugeza ku munani.",
    },
    instruments: {
      prompt: "Huza buri gicurangisho n’icyo ari cyo.",
      pairs: {
        umuduri: { right: "Umuheto w’umuziki ufite igicuma" },
        ikembe: { right: "Uturango tw’icyuma ducurangwa n’ibikumwe" },
        iningiri: { right: "Igicurangisho cy’umurya umwe n’umuheto" },
        umwirongi: { right: "Igicurangisho cyo guhuha" },
      },
      explanation:
        "Umuduri ni umuheto, ikembe gicurangwa n’ibikumwe, iningiri ni umurya umwe n’umuheto, umwirongi urahuhwa.",
    },
    voice: {
      prompt: "Ubusanzwe inanga iherekeza iki?",
      options: ["Indirimbo n’inkuru by’umucuranzi ubwe", "Itsinda ry’ingoma", "Nta cyo: icurangwa yonyine"],
      explanation: "Inanga ikorera indirimbo n’inkuru yayo.",
    },
  },
  "Quiz: the dances": {
    intore: {
      prompt: "Ni iyihe mbyino ifite izina risobanura “abatoranyijwe”?",
      accepted: ["Imbyino z’intore", "Kubyina intore"],
      explanation: "Intore, bikomoka kuri gutora.",
    },
    objects: {
      prompt: "Intore zifata cyangwa zambara iki?",
      options: ["Icumu", "Ingabo", "Amayugi ku maguru", "Inanga"],
      explanation: "Icumu, ingabo n’amayugi; inanga ni igicurangisho, si igikoresho cy’imbyino.",
    },
    arms: {
      prompt: "Mu mushagiriro, amaboko azamuye y’ababyinnyi yibutsa iki?",
      options: ["Amahembe y’inyambo", "Amashami y’igiti", "Inyoni ziguruka"],
      explanation: "Amaboko agoramye yibutsa amahembe maremare y’inyambo.",
    },
  },
};
