import type { Translation } from "@heritage/domain/i18n/translation";
import type { AboutTextsSource } from "./about-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<AboutTextsSource> = {
  about: {
    title: "Abo turi bo · Digital Heritage Platform",
    eyebrow: "Abo turi bo",
    heading: "Umurage ni uw’abawutwaye",
    intro:
      "Turi itsinda rikorera i Kigali, rigizwe n’abashinzwe ububiko bw’inyandiko, abarimu, abanyabukorikori n’abahanga mu ikoranabuhanga, twubaka urugo rusangiwe rw’umurage ndangamuco w’u Rwanda n’Afurika.",
    storyTitle: "Amateka yacu",
    story: [
      "Byatangiriye ku gasanduku k’amafoto. Umuryango w’i Nyanza wari warabitse amafoto y’ubukwe bw’ababyeyi b’ababyeyi babo, ay’inka, n’ay’umuhango w’ingoma z’ibwami, ariko nta muntu ukiriho wari ushobora kuvuga amazina y’abari bayariho bose. Twasanze amateka yacu menshi ari mu dusanduku nk’utwo no mu mitwe y’abakuru bake.",
      "Nuko dutangira kwandika no gufata amajwi: amazina y’abari ku mafoto, indirimbo zajyanaga n’imihango, uko Agaseke (igiseke gifite umupfundikizo, kiboshywe mu nshinga n’imiyugiri) gitangira kuboshywa, n’Imigongo ikozwe mu mase y’inka y’i Nyakarambi. Uyu munsi uru rubuga ruhuza uwo murimo n’ingoro ndangamurage, amashuri n’abahanzi bo mu karere kose.",
      "Dukorana n’abantu babyemeye. Abaturage ni bo bahitamo ibisangizwa bose, ibisangizwa hamwe n’ibisobanuro byabyo, n’ibisigara iwabo. Abahanzi bishyiriraho ibiciro kandi bishyurwa nta muhuza.",
    ],
    figures: {
      assets: "ibihangano ndangamuco byasobanuwe kandi bibungabungwa",
      communities: "imiryango ibigiramo uruhare",
      countries: "ibihugu bigerwamo",
      makers: "abahanzi n’abacuruzi bari ku isoko",
    },
    contactTitle: "Twandikire",
    contactNote:
      "Ufite ikibazo ku itumiza, ku bikusanyirijwe hamwe cyangwa ku bufatanye? Tugusubiza mu munsi umwe w’akazi, mu Kinyarwanda, mu Cyongereza cyangwa mu Gifaransa.",
    waysToGetInvolved: "Uko wadufasha",
  },
  terms: {
    title: "Amabwiriza y’imikoreshereze",
    items: [
      "Ibiri mu bubiko bikomeza kuba umurage w’abaturage bikomokaho; jya uvuga aho byaturutse igihe ubisangiza abandi.",
      "Abacuruzi basobanura ibicuruzwa byabo mu kuri, harimo uko bimeze (bishya, byakoreshejwe cyangwa byasanwe) n’aho bikomoka.",
      "Ibiciro biri mu mafaranga y’u Rwanda. Amatumiza yemezwa n’umucuruzi mbere yo kwishyura.",
      "Ubaha ibintu bitagatifu n’ibyoroshye gukomeretsa: bimwe byerekanwa hamwe n’ibisobanuro byabyo kandi ntibishobora kumanurwa.",
    ],
  },
  privacy: {
    title: "Ibanga ry’amakuru",
    items: [
      "Tubika gusa ibyo konti ikenera: izina ryawe, izina ukoresha, imeri n’amatumiza yawe.",
      "Amagambo y’ibanga abikwa ahinduwe mu buryo budasubirwaho; ntituyabona kandi ntituyohereza.",
      "Kwinjira kwawe kuguma muri iyi mushakisha. Udahisemo “Unyibuke”, birangira iyo ufunze mushakisha.",
      "Ntitugurisha amakuru kandi ntitwerekana amatangazo y’abandi. Twandikire kuri hello@heritage.rw kugira ngo dusibe konti yawe.",
    ],
  },
  involved: {
    title: "Twifatanye · Digital Heritage Platform",
    eyebrow: "Twifatanye",
    heading: "Buri wese afite icyo yongeraho",
    intro: "Ifoto, indirimbo, agaseke, isomo cyangwa ibikusanyirijwe hamwe: dore uko wabigiramo uruhare.",
    contribute: {
      title: "Tanga umusanzu",
      lead: "Sangiza abandi ibyo umuryango wawe cyangwa abaturanyi bawe babitse, hamwe n’amazina, ahantu n’icyo bisobanura.",
      steps: [
        "Fungura konti ku buntu, utubwire umuryango cyangwa akarere usangizamo.",
        "Shyiraho amafoto, amajwi cyangwa inyandiko, usobanure abo n’ibyo bigaragaza.",
        "Abashinzwe ububiko bwacu basuzuma buri kintu hamwe nawe mbere y’uko gishyirwa ahagaragara, kandi bakakivuga mu izina ryawe.",
      ],
      action: "Fungura konti",
    },
    sell: {
      title: "Ba umucuruzi",
      lead: "Abanyabukorikori n’amakoperative bagurisha nta muhuza ku baguzi bo mu Rwanda no mu mahanga, ku biciro mu mafaranga y’u Rwanda.",
      steps: [
        "Iyandikishe maze utwandikire, utwoherereze amafoto make y’ibihangano byawe n’aho bikorerwa.",
        "Turagusura cyangwa tukaguhamagara kugira ngo twumvikane ku bisobanuro, ububiko n’uko bizagezwa ku baguzi (umunsi umwe i Kigali, iminsi 2–3 mu gihugu hose).",
        "Ibihangano byawe bijya ku isoko; wishyurwa kuri mobile money cyangwa kuri konti ya banki.",
      ],
      action: "Reba isoko",
    },
    partners: {
      title: "Ibigo dufatanya",
      lead: "Ingoro ndangamurage, ububiko bw’inyandiko, amasomero, kaminuza n’amashuri bashobora gutangaza no kwigisha dufatanyije.",
      steps: [
        "Shyira ahagaragara ibikusanyirijwe hamwe byashyizwe mu ikoranabuhanga, hamwe na nimero zanyu n’uburenganzira bwabyo.",
        "Kora amasomo ashingiye ku byo mukusanyije, agenewe abanyeshuri mu Kinyarwanda, mu Cyongereza cyangwa mu Gifaransa.",
        "Ifatanye natwe mu minsi yo gushyira ibintu mu ikoranabuhanga mu turere aho biri mu kaga kurusha ahandi.",
      ],
      action: "Andikira itsinda ryacu rishinzwe ubufatanye",
    },
  },
};

export default rw;
