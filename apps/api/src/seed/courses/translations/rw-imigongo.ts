import type { CourseTranslation } from "./types.ts";

/** "Imigongo: amateka n’uko ikorwa" mu Kinyarwanda (bikeneye gusubirwamo n’uvuga Ikinyarwanda kavukire). */
export const RW_IMIGONGO: CourseTranslation = {
  lessons: {
    "What imigongo is": `## Amashusho agaragara ahanitse mu mabara atatu

**Imigongo** (mu bumwe ni *umugongo*) ni amashusho y’imiterere ihanitse yubakwa ku buso buringaniye, agasigwa amabara, ubusanzwe **umukara, umutuku wijimye n’umweru**. Imirongo yayo ihanitse ikorwa n’intoki mu ruvange rwakorwaga mbere na mbere mu **mase y’inka**; iyo yumye igasigwa amabara, nta kintu na kimwe kigaragaza cyangwa ngo cyumvikanishe aho yakomotse.

## Aho ikomoka

Ubu buhanzi bujyana n’Uburasirazuba bw’u Rwanda, mu cyahoze ari ubwami bwa **Gisaka**, none cyane cyane i **Nyakarambi mu Karere ka Kirehe**, hafi y’umupaka wa Tanzaniya. Yatakaga inkuta zo mu nzu imbere, rimwe na rimwe igatako ibintu nk’inkono n’ibiseke.

## Uko imigongo iteye

Imirongo icuramye, inziga zizenguruka, impande enye ziri mu zindi n’inyabutatu, bisubirwamo kandi biteganye kugira ngo byuzure ubuso bwose. Kuba ihanitse bituma amashusho ahinduka bitewe n’urumuri: urukuta rumwe rugaragara ukundi mu gitondo no nimugoroba.

## Akamaro kayo

Imigongo ni bumwe mu buhanzi bugaragara bw’u Rwanda bumenyekana ako kanya. Ihuza urugo, inka (zifite umwanya ukomeye mu buzima n’ubukungu bw’Abanyarwanda) n’ubuhanga bw’abantu, cyane cyane abagore, bayikoze bakongera bakayikora.`,

    "The story of Prince Kakira": `## Icyo umuco ubivugaho

Nk’uko bivugwa mu mateka ahererekanywa mu magambo, imigongo yatangiranye na **Kakira**, umuhungu wa **Kimenyi**, umwami wa Gisaka, mu kinyejana cya cumi n’umunani. Bivugwa ko Kakira yatatse imbere mu nzu ye aya mashusho kugira ngo ibe nziza, maze uwo muco ugakwira mu baturage bo muri ako karere.

## Uko wakumva iyi nkuru

Iyi ni inkuru y’inkomoko yagiye ihererekanywa mu magambo, si inyandiko ifite itariki. Kimwe n’izindi nkuru nk’izi, ivuga ikintu cy’ukuri — ko ubu buhanzi ari ubwa kera, ko bukomoka iburasirazuba kandi ko bwigeze kujyana n’icyubahiro — nta kuba amateka asobanutse. Iyo uyivuga, vuga uti "bivugwa ko".

## Gisaka n’u Rwanda

Gisaka yari ubwami buri iburasirazuba bw’ubwami bw’u Rwanda, bwaje gutegekwa n’u Rwanda mu kinyejana cya cumi n’icyenda. Imigongo ni umwe mu migozi y’umuco Gisaka yazanye mu Rwanda rwose.

## Izina riracyariho

Koperative izwi cyane y’abakora imigongo i Nyakarambi yitiriwe Kakira: iyo nkuru iracyari mu buryo abahanzi bamurikamo ibikorwa byabo.`,

    "Decline and revival": `## Umuco wagendaga ucika

Mu kinyejana cya makumyabiri, ibikoresho bishya by’ubwubatsi n’ubundi buryo bwo gutaka byasimbuye imigongo mu ngo nyinshi, maze abiga ubwo buhanga baba bake. Jenoside yakorewe Abatutsi mu 1994 yahitanye ubuzima inasenya ingo muri ako karere nk’ahandi hose mu Rwanda, kandi hamwe na byo hashira byinshi mu byari bisigaye by’uwo muco.

## Amakoperative y’abagore

Nyuma ya 1994, abagore b’i Nyakarambi — benshi muri bo ari abapfakazi — bishyize hamwe mu makoperative basubukura imigongo, bigira ku bagore bakuze bari bakizi ubwo buhanga. Bimuye amashusho bayakura ku nkuta bayashyira ku **mbaho** zishobora kugurishwa, gutwarwa no kumanikwa.

## Uyu munsi

Ibibaho by’imigongo bigurishwa mu Rwanda hose no mu mahanga, kandi amashusho yayo agaragara mu mahoteli, mu nyubako za Leta, ku myenda no mu bishushanyo. Amafaranga avamo atunga imiryango y’abayikora, kandi amakoperative yigisha abahanzi bashya. Iyo uguze ikibaho kuri koperative, uba ushyigikiye uwo murimo mu buryo butaziguye.`,

    "Dung and ash": `## Impamvu y’amase y’inka

Amase mashya afite udutsi, arafatana kandi aboneka ari menshi mu gihugu cy’aborozi. Avanzwe n’**ivu**, aba uruvange rushobora kubumbwa n’intoki, rukagumana imiterere yarwo kandi rukuma rukomeye. Ivu kandi rifasha uruvange kuma vuba rikanirukana udukoko. Iyo rwumye rugasigwa amabara, nta mpumuro rugira.

## Gutegura uruvange

Abahanzi bakusanya amase mashya, bakavanamo ibyatsi n’utubuye, bakayavanga n’ivu kugeza uruvange rukomeye bihagije ku buryo rwahagarara ari umurongo uhanitse rutaguye. Ingano y’ibivangwa itandukana bitewe n’aho bakorera, kandi imenyekana hakoreshejwe kumva mu ntoki aho gupima.

## Igihe cyo gukora

Uruvange rubumbwa rukiri rutose. Ikibaho gikorwa igice ku kindi, kandi imirongo irangiye iserezwa n’intoki cyangwa akagereranyo gato mbere y’uko itangira kuma.`,

    "Natural colours": `## Amabara ya gakondo

- **Umweru** wavaga ku **ngwa**, ibumba ry’umweru.
- **Umutuku n’umutuku wijimye** byavaga ku gitaka n’ibumba bitukura by’umwimerere.
- **Umukara** wavaga ku muhama n’ibimera byahiye, bivanzwe n’amazi y’ibimera kugira ngo ufate.

Uko byategurwaga byatandukanaga bitewe n’umuryango, kandi biri mu byo abakuru baraze abato.

## Amarangi y’uyu munsi

Aho bakorera henshi ubu bakoresha amarangi agurwa aramba, cyane cyane ku bibaho bijyanwa mu mahanga bigomba kwihanganira urugendo n’ikirere gitandukanye. Bamwe mu bahanzi baracyategura amabara y’umwimerere ku bihangano byihariye. Nta na kimwe muri byo "cy’ukuri" kuruta ikindi: ubuhanga bwo kubaka imirongo ihanitse ni bwo bugira imigongo imigongo.

## Uko ibara risigwa

Ibara rikurikira imirongo ihanitse: imirongo n’imyanya iri hagati yayo bihabwa amabara atandukanye, ku buryo buri murongo w’ishusho ugaragara. Umukara n’umweru biri iruhande rumwe bitanga itandukaniro rikomeye; umutuku wijimye uryoroshya.`,

    "Walls, boards and tools": `## Kuva ku nkuta kugera ku mbaho

Kera imigongo yatwikiraga inkuta zo mu nzu imbere, zabanje guhomwa zikaringanizwa. Uyu munsi ibyinshi bikorerwa ku **mbaho cyangwa ku mbaho zometse (contreplaqué)**, zishobora kwimurwa no kugurishwa.

## Ibikoresho

Ni bike cyane: **intoki** mbere ya byose; agati cyangwa akagereranyo gato ko kubumba no gusereza; igipimo n’ingwa cyangwa ikaramu yo gushushanya ishusho; uburoso bwo gusiga amabara. Ubuhanga buri mu ntoki no mu maso, si mu bikoresho.

## Aho bakorera

Kora uri mu gicucu: izuba ryinshi ryumisha uruvange vuba cyane rukameneka. Ikibaho cyumishirizwa kiri hasi kiringaniye kugira ngo imirongo idasenyuka.`,

    "Reading the patterns": `## Imiterere mike, ihuzwa ryinshi

Imigongo myinshi yubakwa hifashishijwe imiterere mike:

- **imirongo icuramye** — imirongo iteganye ivunaguritse inyura ku kibaho;
- **impande enye zifite ishusho y’ikamba (losange)**, akenshi ziri imwe mu yindi;
- **inyabutatu**, zisimburana umutwe ureba hejuru n’ureba hasi;
- **inziga zizenguruka**, zitaboneka kenshi kandi zigoye gukora.

## Kuringanira n’injyana

Ikibaho ubusanzwe kiraringaniye, uruhande rw’ibumoso rusa n’urw’iburyo cyangwa mu bice bine, kandi amabara asimburana mu njyana ihamye: umukara, umweru, umutuku wijimye, bigasubira. Ijisho ribanza kubona byose hamwe mbere y’uduce.

## Igisobanuro

Akenshi abantu babaza icyo amashusho "asobanura". Abahanzi bakunze kuvuga ubwiza, kuringanira n’ubuhanga aho kuvuga amategeko ahamye; bamwe bahuza imiterere imwe n’ibintu byo mu buzima bwa buri munsi. Ujye witondera abacuruzi baha buri murongo igisobanuro cyihariye: baza umuhanzi.`,

    "Making a small panel": `## Ibyo ukeneye

Ikibaho kingana na santimetero 30 × 30, ingwa cyangwa ikaramu, igipimo, uruvange (reba *Amase n’ivu*), akagereranyo gato, uburoso, n’irangi ry’umukara, iry’umweru n’iry’umutuku wijimye.

## Intambwe

1. **Shushanya** ishusho ku kibaho: banza ushushanye utuzu tw’imirongo, hanyuma ishusho yoroshye nk’impande enye ziri imwe mu yindi.
2. **Ubaka imirongo** ukoresheje uruvange ukurikije imirongo washushanyije, urukandire rube umurongo uhanitse ungana n’urutoki mu bugari na santimetero 1 mu buhagarike.
3. **Bumba kandi usereze** buri murongo ukoresheje intoki zitose cyangwa akagereranyo, impande zikaguma zigororotse.
4. **Umisha** ikibaho kiri hasi mu gicucu iminsi myinshi, kugeza uruvange rukomeye rwose.
5. **Siga** irangi rya mbere ku kibaho cyose, hanyuma amabara umurongo ku wundi, ubanje ku mirongo ihanitse.
6. **Soza** usiga agakingirizo koroshye niba ikibaho kizajya gikorwaho kenshi.

## Amakosa akunze kubaho

Imirongo yoroshye cyane (irameneka), amazi menshi mu ruvange (imirongo irasenyuka), gusiga irangi uruvange rutarumye neza (ibara rirahunguka). Tangira ku gito: ikibaho cy’impande enye ziri imwe mu yindi kikwigisha intambwe zose.`,

    "Care, buying and respect": `## Kwita ku kibaho

Kibike ahantu humutse kandi kure y’izuba ryinshi. Kihanagure umukungugu ukoresheje uburoso bworoshye; ntuzigere ucyoza n’amazi. Kimanike ku rukuta rukomeye: ikibaho kiraremereye kurusha uko kigaragara.

## Kugura

Aho bishoboka, gura ku makoperative cyangwa ku maduka avuga amazina y’abahanzi. Igiciro gikwiye cyishyura iminsi y’akazi. Itandukaniro rito riri hagati y’ibibaho bibiri by’ishusho imwe ni ikimenyetso cy’ubukorikori bw’intoki, si inenge.

## Kubaha

Imigongo ni umurage muzima, ubungabungwa n’abaturage bazwi. Iyo ukoresheje amashusho yayo mu bihangano byawe, vuga aho akomoka, kandi aho bishoboka, korana n’abahanzi.`,
  },
};
