import type { CourseTranslation } from "./types.ts";

/**
 * "Ikinyarwanda ku batangizi" mu Kinyarwanda: ku musomyi uvuga Ikinyarwanda, amasomo asobanura
 * igihe n’uko buri mvugo ikoreshwa. Bikeneye gusubirwamo n’uvuga Ikinyarwanda kavukire (docs/translations.md).
 */
export const RW_KINYARWANDA: CourseTranslation = {
  lessons: {
    "Muraho and Amakuru?": `## Muraho: indamukanyo y’igihe cyose

**Muraho** ni indamukanyo ushobora gukoresha igihe icyo ari cyo cyose cy’umunsi, ukayibwira umuntu wese. Ikomoka ku nshinga *kuramuka* no ku gitekerezo cyo kuba amahoro: uba wifuriza uwo muntu ineza.

Ntibikunze guhagarara kuri *muraho*. Ikibazo gikurikiraho hafi buri gihe ni iki:

- **Amakuru?** — ubaza uko umuntu ameze.
- **Ni meza.** — bivuga ko umeze neza.
- **Ni meza, namwe?** — umeze neza, nawe ukabaza undi uko ameze.

## Umuntu umwe cyangwa benshi

Ikinyarwanda gitandukanya kubwira umuntu umwe no kubwira abantu benshi, kandi uburyo bw’ubwinshi (*mu-*) ni na bwo bwo kubaha, iyo uvugisha umukuru cyangwa umuntu utazi. Uwiga ntakwiye gutinya gukoresha ubwinshi: ntibuba ari agasuzuguro.

| Ku bantu benshi, cyangwa mu cyubahiro | Ku muntu umwe muziranye cyane |
| --- | --- |
| Muraho | Uraho |
| Amakuru yanyu? | Amakuru yawe? |

## Ikiganiro cya mbere

> — Muraho!
> — Muraho! Amakuru?
> — Ni meza, namwe?
> — Ni meza cyane.

*Cyane* bisobanura ko ari byinshi: **ni meza cyane**, bimeze neza rwose.`,

    "Morning and afternoon": `## Mwaramutse: indamukanyo ya mu gitondo

Kuva ubyutse kugeza nko ku manywa y’ihangu, abantu baramukanya bati **mwaramutse** (mwaraye neza?). Ku muntu umwe muziranye: **waramutse**.

Igisubizo gisanzwe gisubiramo indamukanyo cyangwa kikongeraho *neza*:

- **Mwaramutse!** — **Mwaramutse neza!**
- **Waramutse?** — **Yego, waramutse?**

## Mwiriwe: indamukanyo ya nyuma ya saa sita

Nyuma ya saa sita indamukanyo iba **mwiriwe** (mwiriwe neza?), ikageza ijoro. Ku muntu umwe: **wiriwe**.

## Ni iyihe ikwiye ubu?

Abanyarwanda bita ku isaha: kuvuga *mwaramutse* saa kumi z’umugoroba byumvikana nabi. Iyo ushidikanya, **muraho** ihora ikwiye.

| Igihe | Mu cyubahiro cyangwa ku benshi | Ku muntu umwe muziranye |
| --- | --- | --- |
| Mu gitondo | Mwaramutse | Waramutse |
| Nyuma ya saa sita, nimugoroba | Mwiriwe | Wiriwe |
| Igihe cyose | Muraho | Uraho |`,

    "Taking leave": `## Gusezera ku manywa

Iyo usize umuntu mu gitondo, umwifuriza kwirirwa neza: **mwirirwe**. Ku muntu umwe: **wirirwe**.

## Gusezera nimugoroba

Nimugoroba wifuriza abandi kurara neza: **muramuke**. Ku muntu umwe: **uramuke**. Uzumva kandi **ijoro ryiza**.

## Gusezera igihe kirekire

**Murabeho** ni ugusezera iyo mutandukanye igihe kirekire: umuntu ugiye mu rugendo, urangije uruzinduko. Ku muntu umwe: **urabeho**.

## Kongera kubonana

- **Tuzongera kubonana.**
- **Ni aho ejo.**

Itegereze uko bikurikirana: *mwaramutse* / *mwirirwe*, *mwiriwe* / *muramuke*. Indamukanyo ibaza ku gihe cyashize; gusezera byifuriza ineza mu gihe kiri imbere.`,

    "Thank you, sorry, yes and no": `## Gushimira

- **Murakoze** — gushimira mu bwinshi cyangwa mu cyubahiro; **urakoze** ku muntu umwe muziranye.
- **Murakoze cyane** — gushimira cyane.
- Igisubizo gikunze kuba **nta kibazo**, cyangwa kumwenyura gusa.

## Gusaba imbabazi no kwihanganisha

- **Mumbabarire** — gusaba imbabazi (ku muntu umwe muziranye: **mbabarira**).
- **Mwihangane** — bivugwa iyo umuntu ategereje, cyangwa kwifatanya n’uwagize ibyago.

## Gusaba

- **Ndabinginze** — gusaba mu kinyabupfura (ku muntu umwe: **ndakwinginze**). Abanyarwanda bakunze koroshya icyifuzo bakoresheje inshinga mu buryo bw’ikinyabupfura aho gukoresha ijambo rimwe ryihariye.

## Yego na oya

- **Yego** — kwemera.
- **Oya** — guhakana.
- **Ntabwo** itangira interuro nyinshi zihakana: **Ntabwo mbizi**.`,

    "Saying who you are": `## Izina ryawe

- **Nitwa Aline.** — kuvuga izina ryawe.
- **Mwitwa nde?** — kubaza izina mu cyubahiro; **witwa nde?** ku muntu umwe muziranye. *Nde* ibaza umuntu.

## Aho utuye n’aho ukomoka

- **Ntuye i Kigali.** (*gutura*)
- **Mutuye he?** (*he* ibaza ahantu)
- **Nkomoka i Huye.** (*gukomoka*)
- **Ndi Umunyarwanda / Umunyarwandakazi.** — umugabo / umugore.

## Nishimiye kukumenya

**Nishimiye kubamenya** mu cyubahiro; **nishimiye kukumenya** ku muntu umwe.

## Ikiganiro kigufi

> — Muraho! Nitwa Eric. Mwitwa nde?
> — Nitwa Grace. Nishimiye kukumenya, Eric.
> — Nanjye. Utuye he?
> — Ntuye i Musanze.

*Nanjye* bivuga ko nawe ari uko.`,

    "How Kinyarwanda sounds and is written": `## Buri nyuguti irasomwa

Imyandikire y’Ikinyarwanda irahamye: buri nyuguti irasomwa, kandi amagambo asomwa uko yanditse. Inyajwi eshanu ni **a**, **e**, **i**, **o**, **u**.

## Inyuguti zitungura abavuga Icyongereza cyangwa Igifaransa

- **c** isomwa buri gihe nk’iyo muri **icyenda**.
- **j** ni ijwi ryoroshye.
- **r** na **l** ni ijwi rimwe mu Kinyarwanda; ryandikwa **r** (*l* yandikwa gake, cyane cyane mu magambo yatijwe).
- Ibihekane nka **cy**, **shy**, **rw**, **nyw** buri kimwe ni ijwi rimwe: **Rwanda**, **cyane**.

## Iyo inyajwi zihuye

Iyo ijambo rirangiwe n’inyajwi rikurikiwe n’irindi ritangiwe n’inyajwi, iya mbere ivaho maze akabago k’hejuru (’) kakabigaragaza:

- **na** + **umugabo** → **n’umugabo**
- **na** + **abana** → **n’abana**

Akabago kandikwa ’ cyangwa ', kandi bamwe bandika byuzuye **na umugabo**: byose birumvikana, kandi amasuzuma y’iri somo yemera ubwo buryo bwose.

## Amasaku

Ikinyarwanda gifite amasaku ahanitse n’amanuka ashobora guhindura igisobanuro, ariko ntiyandikwa. Kuyamenya bisaba gutega amatwi abavuga ururimi: subiramo mu ijwi riranguruye amagambo wumva.`,

    "Counting from one to ten and beyond": `## Kuva kuri rimwe kugeza ku icumi

| | Kubara | | Kubara |
| --- | --- | --- | --- |
| 1 | rimwe | 6 | gatandatu |
| 2 | kabiri | 7 | karindwi |
| 3 | gatatu | 8 | umunani |
| 4 | kane | 9 | icyenda |
| 5 | gatanu | 10 | icumi |

Aya ni yo magambo akoreshwa iyo ubara mu ijwi riranguruye. Iyo umubare uri kumwe n’izina, uhuza na ryo nk’uko indangasano zibigenza: **abana babiri**, **inka eshatu**. Ubu mbere na mbere menya uburyo bwo kubara; guhuza bizaza uko witoza.

## Mirongo, amajana, ibihumbi

- **makumyabiri** — 20; **mirongo itatu** — 30; **mirongo ine** — 40
- **ijana** — 100; **magana abiri** — 200
- **igihumbi** — 1.000; **ibihumbi bibiri** — 2.000

Ibiciro mu mafaranga y’u Rwanda bivugwa mu bihumbi: **amafaranga igihumbi** ni 1.000 Frw.`,

    "At the market": `## Kubaza igiciro

- **Ni angahe?**
- **Ibi ni amafaranga angahe?**
- **Ni amafaranga ibihumbi bibiri.**

## Guciririkanya mu kinyabupfura

Ku masoko, igiciro cya mbere gikunze kuba intangiriro. Guciririkanya bikorwa mu bwumvikane kandi nta kwihuta; kubanza kuramutsa ni ngombwa.

- **Birahenze.**
- **Mugabanye gato.**
- **Ndashaka ibi.**
- **Ndabitwaye.**

## Amagambo afasha

**isoko**, **amafaranga**, **imboga**, **imbuto**, **igitebo**, **umucuruzi**.

Mu maduka yanditseho ibiciro, no ku bihangano bikozwe n’amakoperative, igiciro gikunze kuba kidahinduka: banza ubaze mbere yo guciririkanya.`,

    "Family words": `## Ababyeyi n’abana

- **umubyeyi**; **ababyeyi**
- **data**; **mama**
- **umwana**; **abana**

Itegereze *umu- / aba-*: bigaragaza umuntu umwe cyangwa benshi, nko muri **umuntu / abantu**.

## Abavandimwe

Ikinyarwanda kita abavandimwe gikurikije imyaka yabo n’uko bahuje igitsina n’uvuga:

- **mukuru wanjye** — uwo muhuje igitsina ukuruta
- **murumuna wanjye** — uwo muhuje igitsina ukurikira
- **mushiki wanjye** — bivugwa n’umugabo
- **musaza wanjye** — bivugwa n’umugore

## Ba sogokuru na ba nyogokuru

- **sogokuru**; **nyogokuru**

*Wanjye* igaragaza icyo utunze: **umwana wanjye**.`,
  },
};
