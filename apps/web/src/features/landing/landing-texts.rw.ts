import type { Translation } from "@heritage/domain/i18n/translation";
import type { LandingTextsSource } from "./landing-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<LandingTextsSource> = {
  hero: {
    eyebrow: "U Rwanda n’Afurika · Umurage mu ikoranabuhanga",
    title: "Dufatanye kubungabunga umurage wacu",
    lead: "Umuryango wo kuri internet ushyira mu ikoranabuhanga, ubungabunga kandi usangiza abandi umurage ndangamuco w’Afurika, cyane cyane uw’u Rwanda: Imigongo y’i Kirehe, Agaseke kaboshywe i Gitarama, indirimbo z’Inanga, n’inkuru z’ababihanga.",
    getStarted: "Tangira",
    invite: "Tumira abandi",
    assets: "ibihangano ndangamuco",
    communities: "imiryango",
    countries: "ibihugu",
    imageAlt:
      "Igihangano cy’Imigongo: ishusho z’inyabutatu n’imirongo igonze mu mabara y’umukara, umweru n’ikigina",
  },
  pillars: {
    eyebrow: "Inkingi eshatu",
    title: "Urugo rumwe rw’ibyo tuzi, ibyo duhanga n’ibyo twigisha",
    repository: {
      title: "Ububiko bw’umurage",
      text: "Amazu y’ibihangano, amasomero, ingoro ndangamurage n’ububiko bw’inyandiko: amafoto, amajwi n’inyandiko bisobanuwe hamwe n’abaturage bikomokaho.",
      cta: "Sura ububiko",
    },
    market: {
      title: "Isoko",
      text: "Gura, gurisha cyangwa uhererekanye ibihangano by’umurage, ibikoresho bya kera, imyambaro, amashusho, biturutse ku babihanga ubwabo, ku biciro mu mafaranga y’u Rwanda.",
      cta: "Sura isoko",
    },
    elearning: {
      title: "Amasomo",
      text: "Amasomo ku muco, ku Ikinyarwanda no ku gusoma, yigishwa n’abakuru, abanyamateka n’abahanzi bafite ubwo bumenyi.",
      cta: "Tangira kwiga",
    },
  },
  objectives: {
    eyebrow: "Intego zacu",
    title: "Impamvu uru rubuga rubaho",
    lead: "Igice kinini cy’umurage w’u Rwanda kiri mu mitwe no mu ntoki z’abahanga bake. Kubishyira mu ikoranabuhanga si ukubasimbura: ni ukwita ku kugira ngo ibyo bazi byumvwe, bihemberwe kandi bihererekanywe.",
    items: [
      "Kwandika no gufata amajwi y’ibyoroshye kuzimira bitarazimira: amateka avugwa, indirimbo, ubumenyi n’ibintu bibibumbatiye.",
      "Guha abahanzi uburyo buboneye kandi butaziguye bwo kugurisha ibihangano byabo, kugira ngo ubukorikori bukomeze kubatunga aho kuba urwibutso gusa.",
      "Korohereza urubyiruko rw’Abanyarwanda, mu gihugu no mu mahanga, kwiga umurage mu Kinyarwanda, mu Cyongereza no mu Gifaransa.",
      "Guhuza ingoro ndangamurage, ububiko bw’inyandiko, amashuri n’abaturage, kugira ngo ubumenyi busangirwe aho gutatana.",
    ],
  },
  values: {
    eyebrow: "Indangagaciro zacu",
    title: "Amasezerano atandatu atuyobora mu kazi",
    items: [
      {
        title: "Kubungabunga no kurinda",
        text: "Dushyira ibintu mu ikoranabuhanga twitonze kandi tubyumvikanyeho, tukabika aho buri kintu gikomoka, abagikoze n’icyo gisobanura hamwe n’ifayili yacyo.",
      },
      {
        title: "Kumenyekanisha no kwishimira",
        text: "Tugeza ku isi yose ubuhanzi bw’u Rwanda n’Afurika, kuva ku Imigongo kugeza ku mbyino z’Intore.",
      },
      {
        title: "Kwigisha no kwiga",
        text: "Duhindura ibikusanyirijwe hamwe amasomo, kugira ngo abana, abanyeshuri n’abashyitsi bamenye aho imigenzo ikomoka.",
      },
      {
        title: "Kwegera no guhuza",
        text: "Duhuriza hamwe abakuru, abanyabukorikori, abashakashatsi n’urubyiruko mu kiganiro kimwe ku bo turi bo.",
      },
      {
        title: "Guteza imbere no kuvumbura",
        text: "Dufasha abahanzi kubona inyungu mu bukorikori bwabo, kandi dufasha buri wese kuvumbura umurage urenze uwo mu mudugudu cyangwa mu gihugu cye.",
      },
      {
        title: "Guhanga udushya no gutera imbere",
        text: "Dukoresha ibikoresho bishya, nko gusikana, ububiko bw’amajwi n’amasomo kuri internet, kugira ngo umuco ukomeze gutera imbere.",
      },
    ],
  },
  mission: {
    heading: "Intego n’icyerekezo",
    missionTitle: "Intego",
    mission:
      "Gushyira mu ikoranabuhanga, kubungabunga no gusangiza abandi umurage ndangamuco w’u Rwanda n’Afurika, no guha abaturage bawufite ibikoresho byo kuwigisha, kuwizihiza no kuwubeshwaho.",
    visionTitle: "Icyerekezo",
    vision:
      "Umugabane umurage wawo uzwi, uhabwa agaciro kandi uhererekanywa, aho buri mwana ashobora kumva inkuru z’abakurambere be, na buri muhanzi akabona umugurira ibihangano.",
  },
  leadership: {
    eyebrow: "Ubuyobozi",
    title: "Mu magambo yabo",
    carousel: "Amagambo y’abayobozi",
    leaders: [
      {
        position: "Umuyobozi mukuru",
        quote:
          "Umurage si ikintu tubika mu kabati k’ibirahure. Ni icyo nyogokuru yigisha ku ziko, kandi turashaka ko iryo somo rigera kuri buri kirahure cya mudasobwa na telefone.",
      },
      {
        position: "Ushinzwe ububiko bw’inyandiko mu ikoranabuhanga",
        quote:
          "Buri foto dusikana ifite izina, umusozi n’itariki. Bitabaye ibyo ni ishusho gusa; bihari, ni amateka yacu.",
      },
      {
        position: "Ushinzwe ubufatanye n’abanyabukorikori",
        quote:
          "Iyo umuboshyi w’i Huye agurishije Agaseke umuryango w’i Toronto, abantu babiri bahurira ku gaseke. Iryo ni ryo soko twubaka.",
      },
      {
        position: "Ushinzwe amasomo",
        quote:
          "Amasomo yacu atangirira ku kibazo abana babaza mu rugo: dukomoka he? Ibisubizo bikwiye abarimu beza kurusha abandi dufite.",
      },
    ],
  },
};

export default rw;
