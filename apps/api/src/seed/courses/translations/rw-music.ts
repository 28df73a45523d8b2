import type { CourseTranslation } from "./types.ts";

/** "Umuziki n’imbyino nyarwanda" mu Kinyarwanda (bikeneye gusubirwamo n’uvuga Ikinyarwanda kavukire). */
export const RW_MUSIC: CourseTranslation = {
  lessons: {
    "Drum and kingdom": `## Ijambo rimwe, ibisobanuro bibiri

Mu Kinyarwanda **ingoma** ni igicurangisho kivugwa, ikaba n’*ubwami*, *igihe umwami yategetse*. Ku ngoma ya cyami, ingoma ntizari ibicurangisho gusa: zari ibirango by’ubutegetsi, kandi igihe umwami yategetse cyitwaga ingoma ye.

## Kalinga

Ingoma ikomeye kuruta izindi yari **Kalinga**, ingoma y’ingabe, ikirango cy’ubwami. Izindi ngoma z’ibwami zari zifite amazina yazo n’abazirinda, kandi abavuzi b’ingoma bakoreraga ibwami. Amateka ya Kalinga yarangiranye n’ubwami, bwavanweho mu 1961.

## Ingoma uyu munsi

Kuva kera ingoma zavuye ibwami. Uyu munsi amatsinda y’abavuzi b’ingoma bavuza mu bukwe, mu minsi mikuru y’igihugu, mu maserukiramuco no mu kwakira abashyitsi, kandi kuvuza ingoma byigishwa urubyiruko mu gihugu hose.`,

    "The drum ensemble": `## Ingoma z’ingano zitandukanye

Ingoma nyarwanda ibajwa mu giti kimwe, igatwikirwa uruhu rw’inka ruziritse ku mubiri wayo. Itsinda rihuza ingoma z’ingano zitandukanye, akenshi ziri hagati ya zirindwi n’icyenda, buri imwe ifite uruhare rwayo:

- **ishakwe** — ingoma nto ikomeza injyana ihamye kandi yihuta;
- **inyahura** — ingoma yo hagati ivuza injyana iyoboye, ihinduka;
- **igihumurizo** — ingoma nini, ivuga mu ijwi ryo hasi kandi buhoro, ni yo ijwi ryo hasi ry’itsinda.

## Imirishyo n’umubiri

Abavuzi b’ingoma bavuza imirishyo kandi bakagenda bavuza: baterura ingoma, bakazinyeganyeza, rimwe na rimwe bakazikorera ku mutwe mu rugendo. Ingoma zirarebwa nk’uko zumvwa.

## Gutega amatwi

Banza wumve ingoma nto ihamye, hanyuma ingoma nini ivuga hasi, hanyuma ingoma zo hagati zihindagurika hejuru yazo. Guhura kw’injyana idahinduka n’injyana zihinduka ni wo mutima w’iryo jwi.`,

    "When the drums are played": `## Ibihe

Ingoma zifungura ibirori: ubukwe, iminsi mikuru y’igihugu, amaserukiramuco, kwakira abashyitsi b’icyubahiro. Akenshi ziherekeza intore, zibyina zikurikiza injyana.

## Ijwi rihuriweho

Itsinda ry’ingoma rikorera hamwe: nta muvuzi n’umwe uba ari we nyamukuru. Kwiga bitangirana no gutega amatwi no gukomeza igihe kirekire injyana yoroshye kuruta izindi.

## Kubaha

Ingoma zifatwa neza, kandi umushyitsi ntazivuza uko yishakiye atatumiwe. Niba bagutumiye kugerageza, banza usabe abavuzi b’ingoma bakwereke injyana y’ibanze.`,

    "The inanga": `## Igicurangisho kibajwe mu giti kimwe

**Inanga** ni igicurangisho kimeze nk’uruhimbi: urubaho rurerure rw’igiti rudacukuye cyane, rwabajwe nk’urwabya, rukaziritsweho **umugozi umwe** unyuzwa imbere n’inyuma inshuro nyinshi, bigatanga imirya itandatu kugeza ku munani ihuzwa hamwe.

## Uko icurangwa

Umucuranzi afata inanga ayihagaritse ku bibero, umwobo wayo umureba, agacuranga imirya akoresheje intoki z’amaboko yombi: ukuboko kumwe gucuranga injyana isubirwamo, ukundi kugacuranga indirimbo.

## Ijwi n’igicurangisho

Inanga iherekeza indirimbo y’umucuranzi ubwe, akenshi iririmbwa buhoro kandi hafi, rimwe na rimwe hafi yo kwongorera, kugira ngo amagambo yumvikane hejuru y’ijwi ryoroshye ry’imirya.`,

    "Songs and stories": `## Ibyo inanga itwara

Indirimbo z’inanga zivuga inkuru: ibyabaye kera, ibisingizo by’abantu n’iby’inka, ibitekerezo ku buzima, n’ibivugwa ku bihe by’ubu. Umucuranzi mwiza ni umuhanzi w’umuziki, umusizi n’umubarankuru icyarimwe.

## Abigisha n’abiga

Ubu buhanzi bwahererekanywaga umwigisha n’umwigishwa, akenshi mu miryango. Mu myaka ya vuba, abacuranzi nka **Sophie Nzayisenga**, wigiye kuri se, bacuranze inanga ku rubyiniro mu Rwanda no mu mahanga kandi bayigisha abakiri bato.

## Gutega amatwi neza

Tega amatwi amagambo: igicurangisho gikorera inkuru. Niba utarumva ururimi indirimbo iririmbwamo, saba ko bakubwira inkuru mu nteruro nke mbere y’indirimbo; bihindura uko uyumva.`,

    "Bow, thumb piano, fiddle and flute": `## Umuduri

**Umuduri** ni umuheto w’umuziki: umugozi ureze ku giti kigoramye, hamwe n’igicuma cyongera ijwi. Umucuranzi akubita umugozi akoresheje agati gato ari na ko aririmba.

## Ikembe

**Ikembe** ni agasanduku k’igiti kariho uturango tw’icyuma tw’uburebure butandukanye, ducurangwa n’ibikumwe.

## Iningiri

**Iningiri** ni igicurangisho gifite umurya umwe, gicurangwa n’umuheto, gifite igicuma kivugira.

## Umwirongi

**Umwirongi** ni igicurangisho cyo guhuha, gicurangwa n’abashumba, no nimugoroba ku bw’ibyishimo.

Buri gicurangisho muri ibi gikunze guherekeza ijwi: mu muziki nyarwanda, indirimbo ni yo ibanza.`,

    "Intore, the chosen ones": `## Izina

**Intore** bisobanura *abatoranyijwe* (bikomoka kuri *gutora*). Kera urubyiruko rw’abahungu rwaratoranywaga rugatorezwa ibwami kubyina, kuvuga neza no kurwana; imbyino yagumanye izina ryabo.

## Ibyo ubona

Ababyinnyi bambara ku mutwe umugara muremure w’ibara ryeruruka, amayugi ku maguru n’imishumi, bagafata icumu n’ingabo. Basimbuka hejuru, bagakubita hasi ibirenge bakurikiza ingoma kandi bakagendera hamwe ku murongo ufatanye. Mu maso habo hakomeza kugaragaza ishema n’ituze.

## Hamwe n’ingoma

Intore zibyina hamwe n’itsinda ry’ingoma: abavuzi b’ingoma batanga injyana, amayugi y’ababyinnyi akongeraho iyayo. Umuyobozi atangaza impinduka, itorero rigahita rimukurikira.

## Uyu munsi

Amatorero y’intore abyina mu minsi mikuru y’igihugu, mu bukwe, mu maserukiramuco no ku bashyitsi. Imbyino yigishwa abana n’urubyiruko mu Rwanda hose.`,

    "The women's dance and the cattle": `## Umushagiriro

Mu **mushagiriro** abagore babyina bagenda buhoro kandi batemba, amaboko azamuye kandi agoramye. Amaboko yibutsa amahembe maremare y’**inyambo**, inka z’amahembe maremare zororerwaga ibwami kera.

## Inka mu muco nyarwanda

Inka zari ubukungu, impano hagati y’imiryango n’igipimo cy’ubucuti: ijambo *inka* rigaragara mu mazina, mu migani, mu ndirimbo no mu bisigo. Inyambo zashimirwaga ubwiza bwazo, zikamurikwa zirimbishijwe, ziririmbirwa amazina y’inka.

## Indirimbo zijyana n’imbyino

Imbyino iherekezwa n’indirimbo, akenshi ziririmbwa n’ababyinnyi ubwabo, baherekejwe n’amashyi, aho kuba imbaraga zose z’ingoma.

## Imbyino z’uturere

Utundi turere dufite imbyino zatwo; **ikinimba**, urugero, kibyinwa mu majyaruguru. Buri mbyino ifite intambwe zayo, indirimbo zayo n’ibihe byayo.`,

    "Watching and learning with respect": `## Uri umurebyi

Koma amashyi igice kirangiye, si hagati yacyo. Amafoto n’amashusho akenshi aremewe mu bitaramo rusange; banza ubaze mbere yo gufata amashusho y’umuhango bwite nk’ubukwe.

## Kwiga

Amatorero n’ibigo by’umuco i Kigali n’ahandi byigisha imbyino y’intore n’izindi. Tangirira ku myifatire y’umubiri n’intambwe z’ibirenge; gusimbuka bizaza nyuma.

## Imyambaro n’ibikoresho

Imyambaro, ingabo n’amacumu ni bimwe mu bigize imbyino. Ntubifate utabanje kubaza, kandi ntukambare imyambaro y’umubyinnyi ugamije gusetsa.

## Umuziki n’urwibutso

Ubu buhanzi butwara urwibutso rw’u Rwanda. Kubwiga, n’iyo byaba bike, ni uburyo bwo gutega amatwi ababubungabunga.`,
  },
};
