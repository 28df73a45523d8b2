import type { RecordTexts } from "./types.ts";

/** E-learning and the historical figures in Kinyarwanda, keyed as the seed names them. */
export const rwLearning: RecordTexts = {
  courseCategories: {
    kinyarwanda: {
      name: "Ururimi rw'Ikinyarwanda",
      description: "Kuramutsa, imigani n'ibiganiro bya buri munsi mu rurimi buri Munyarwanda avuga.",
    },
    history: {
      name: "Amateka y'u Rwanda",
      description: "Ubwami, igihe cy'ubukoloni, ubwigenge n'igihugu kuva mu 1994.",
    },
    music: {
      name: "Umuziki n'ibicurangisho",
      description: "Ingoma, inanga, umuduri n'indirimbo bijyana na byo.",
    },
    dance: {
      name: "Imbyino gakondo",
      description: "Intore, umushagiriro n'imbyino z'ibwami n'izo mu giturage.",
    },
    crafts: {
      name: "Ubukorikori n'ububoshyi",
      description: "Uduseke, ubugeni bw'Imigongo, ububumbyi n'ububaji.",
    },
    "oral-literature": {
      name: "Ubuvanganzo nyemvugo",
      description: "Imigani, ibisakuzo, imigani migufi n'ubusizi bwo ku ngoma.",
    },
    food: {
      name: "Amafunguro no kwakira abashyitsi",
      description: "Amata, amasaka n'ibitoki: amafunguro yo ku misozi n'umuco wo gusangira.",
    },
    "heritage-sites": {
      name: "Ahantu ndangamurage",
      description: "Ingoro ndangamurage, ingoro z'abami n'inzibutso, n'uko wabisura ubyumva neza.",
    },
  },
  courses: {
    "Kinyarwanda for Beginners": {
      title: "Ikinyarwanda ku batangizi",
      duration: "Ibyumweru 4",
      description: "Kuramutsa, kwivuga no kubara kugeza ku ijana mu byumweru bine bya mbere.",
    },
    "Proverbs and Their Meanings": {
      title: "Imigani migufi n'icyo isobanura",
      duration: "Ibyumweru 2",
      description: "Imigani migufi mirongo itatu isobanuwe, n'igihe n'uburyo ikoreshwa.",
    },
    "The Kingdom of Rwanda": {
      title: "Ubwami bw'u Rwanda",
      duration: "Ibyumweru 6",
      description:
        "Kuva ku bami ba mbere kugeza ku iherezo ry'ubwami mu 1961, binyuze mu mateka yavuzwe n'abakuru n'inyandiko.",
    },
    "Colonial Rwanda, 1897–1962": {
      title: "U Rwanda mu gihe cy'ubukoloni, 1897–1962",
      duration: "Ibyumweru 5",
      description: "Ubutegetsi bw'Abadage n'ubw'Ababiligi, n'uko bwahinduye inzego z'igihugu.",
    },
    "Remembering 1994 with Care": {
      title: "Kwibuka 1994 mu cyubahiro",
      duration: "Ibyumweru 3",
      description: "Amateka ya Jenoside yakorewe Abatutsi, uko yibukwa, n'uko tuyivugaho mu cyubahiro.",
    },
    "Playing the Inanga": {
      title: "Gucuranga inanga",
      duration: "Ibyumweru 6",
      description: "Gufata inanga, kuyihuza no kuyicuranga, no guherekeza indirimbo yoroshye.",
    },
    "Ingoma: the Drums of Rwanda": {
      title: "Ingoma z'u Rwanda",
      duration: "Ibyumweru 4",
      description: "Injyana z'ibanze z'itsinda ry'ingoma n'uruhare rwa buri ngoma.",
    },
    "Intore Dance Foundations": {
      title: "Ibanze ry'imbyino y'Intore",
      duration: "Ibyumweru 5",
      description: "Uko uhagarara, uko utera intambwe, n'ibice bya mbere by'imbyino y'intwari.",
    },
    "Umushagiriro, the Cattle Dance": {
      title: "Umushagiriro, imbyino y'inka",
      duration: "Ibyumweru 3",
      description: "Imikino y'amaboko myiza yigana amahembe y'Inyambo.",
    },
    "Weaving an Agaseke": {
      title: "Kuboha agaseke",
      duration: "Ibyumweru 4",
      description:
        "Kuboha imigwegwe n'ishinge ukora agaseke gato gafite umupfundikizo, kuva ku ruziga rwa mbere kugeza ku mupfundikizo.",
    },
    "Imigongo at Home": {
      title: "Imigongo iwawe",
      duration: "Ibyumweru 3",
      description: "Ishusho z'Imigongo n'uko wabumba ukanasiga irangi akabaho gato k'ishusho zibumbye.",
    },
    "Tales of the Hills": {
      title: "Imigani yo ku misozi",
      duration: "Ibyumweru 2",
      description: "Imigani ya gakondo izwi cyane, harimo uwa Ndabaga, n'icyo itwigisha.",
    },
    "Court Poetry": {
      title: "Ubusizi bwo ku ngoma",
      duration: "Ibyumweru 4",
      description: "Ibisigo byo gusingiza n'ubusizi bw'ingoma byavugirwaga ibwami.",
    },
    "The Rwandan Table": {
      title: "Amafunguro nyarwanda",
      duration: "Ibyumweru 3",
      description: "Isombe, ibihaza n'ikivuguto: guteka no gusangira amafunguro yo ku misozi.",
    },
    "Visiting Rwanda's Museums": {
      title: "Gusura ingoro ndangamurage z'u Rwanda",
      duration: "Ibyumweru 2",
      description: "Ibyo buri ngoro ndangamurage y'igihugu ibitse n'uko wategura urugendo rwo kuyisura.",
    },
    "The Landscapes of Heritage": {
      title: "Ahantu nyaburanga n'umurage",
      duration: "Ibyumweru 3",
      description: "Ibirunga, ibiyaga n'imisozi, n'inkuru zibivugwaho.",
    },
  },
  instructors: {
    "Josiane Mukeshimana": { role: "Umwarimu w'Ikinyarwanda" },
    "Emmanuel Twagirayezu": { role: "Umuhanga mu mateka" },
    "Solange Umutoni": { role: "Umuboshyi n'umwarimu w'ubukorikori" },
    "Innocent Hakizimana": { role: "Umuvuzi w'ingoma n'umucuranzi" },
    "Vestine Nyiraneza": { role: "Umutoza w'imbyino" },
  },
  figures: {
    "Mutara III Rudahigwa": {
      era: "Umwami, 1931–1959",
      description: "Yubakishije ingoro y'i Nyanza mu myaka ya 1930, akuraho ubuhake mu 1954.",
    },
    "Kigeli IV Rwabugiri": {
      era: "Umwami, ahagana mu 1853–1895",
      description: "Umwami w'intwari wagabye ibitero byagura ubwami mu mpera z'ikinyejana cya 19.",
    },
    "Ruganzu II Ndori": {
      era: "Umwami, ikinyejana cya 17",
      description:
        "Amateka yavuzwe n'abakuru amwibuka nk'umwami wagaruye ubwami nyuma y'igihe cy'ibitero n'inzara.",
    },
    "Alexis Kagame": {
      era: "1912–1981",
      description:
        "Umupadiri, umuhanga mu mateka n'umusizi wanditse ubusizi bwo ku ngoma n'amateka yavugwaga.",
    },
    "Richard Kandt": {
      era: "1867–1918",
      description: "Umuganga n'umushakashatsi w'Umudage washinze ibiro bya Kigali mu 1907.",
    },
    Ndabaga: {
      era: "Umugani wa gakondo",
      description: "Intwari y'umugani uzwi cyane, umukobwa wigishijwe kurwana kugira ngo agarure se mu rugo.",
    },
  },
};
