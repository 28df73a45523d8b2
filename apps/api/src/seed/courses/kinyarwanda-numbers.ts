import type { CourseDefinition } from "../../modules/learning/course-writer.ts";
import { options, t } from "./texts.ts";

/** The third module of the beginners' course: numbers, the market, the family. */
export const KINYARWANDA_NUMBERS_MODULE: CourseDefinition["modules"][number] = {
  title: t(
    "Numbers, the market and the family",
    "Imibare, isoko n’umuryango",
    "Les nombres, le marché et la famille",
  ),
  summary: t(
    "Count to ten and in thousands of francs, ask a price and bargain politely, and name the people of your family.",
    "Kubara kugeza ku icumi no mu bihumbi by’amafaranga, kubaza igiciro no guciririkanya mu kinyabupfura, no kuvuga abo mu muryango wawe.",
    "Compter jusqu’à dix et en milliers de francs, demander un prix et marchander poliment, nommer les membres de sa famille.",
  ),
  lessons: [
    {
      title: t(
        "Counting from one to ten and beyond",
        "Kubara kuva kuri rimwe kugeza ku icumi n’ibirenga",
        "Compter de un à dix et au-delà",
      ),
      minutes: 7,
      body: t(`## One to ten

| | Counting | | Counting |
| --- | --- | --- | --- |
| 1 | rimwe | 6 | gatandatu |
| 2 | kabiri | 7 | karindwi |
| 3 | gatatu | 8 | umunani |
| 4 | kane | 9 | icyenda |
| 5 | gatanu | 10 | icumi |

These are the forms used when counting aloud. With a noun the number agrees with it, as adjectives do: **abana babiri** (*two children*), **inka eshatu** (*three cows*). For now, learn the counting forms; the agreement comes with practice.

## Tens, hundreds, thousands

- **makumyabiri** — 20 (*two tens*); **mirongo itatu** — 30; **mirongo ine** — 40
- **ijana** — 100; **magana abiri** — 200
- **igihumbi** — 1,000; **ibihumbi bibiri** — 2,000

Prices in Rwandan francs are said in thousands: **amafaranga igihumbi** is 1,000 francs.`),
    },
    {
      title: t("At the market", "Ku isoko", "Au marché"),
      minutes: 6,
      body: t(`## Asking the price

- **Ni angahe?** — *How much is it?*
- **Ibi ni amafaranga angahe?** — *How many francs are these?*
- **Ni amafaranga ibihumbi bibiri.** — *It is two thousand francs.*

## Bargaining politely

At open markets a first price is often a starting point. Bargaining is friendly and unhurried; a greeting first is essential.

- **Birahenze.** — *It is expensive.*
- **Mugabanye gato.** — *Lower it a little.*
- **Ndashaka ibi.** — *I want these.*
- **Ndabitwaye.** — *I will take them.*

## Useful words

**isoko** (*market*), **amafaranga** (*money, francs*), **imboga** (*vegetables*), **imbuto** (*fruit*), **igitebo** (*basket*), **umucuruzi** (*trader*).

In shops with marked prices, and for craft pieces made by cooperatives, the price is usually fixed: ask before you bargain.`),
    },
    {
      title: t("Family words", "Amagambo y’umuryango", "Les mots de la famille"),
      minutes: 6,
      body: t(`## Parents and children

- **umubyeyi** — *parent*; **ababyeyi** — *parents*
- **data** — *my father*; **mama** — *my mother*
- **umwana** — *child*; **abana** — *children*

Notice the pair *umu- / aba-*: it marks one person and several, as in **umuntu / abantu** (*person / people*).

## Brothers and sisters

Kinyarwanda names siblings by age and by whether they are of the same sex as the speaker:

- **mukuru wanjye** — *my elder sibling of the same sex*
- **murumuna wanjye** — *my younger sibling of the same sex*
- **mushiki wanjye** — *my sister* (said by a man)
- **musaza wanjye** — *my brother* (said by a woman)

## Grandparents

- **sogokuru** — *my grandfather*; **nyogokuru** — *my grandmother*

*Wanjye* means *my*, *mine*: **umwana wanjye**, *my child*.`),
    },
  ],
  quizzes: [
    {
      title: t(
        "Quiz: numbers, market and family",
        "Isuzuma: imibare, isoko n’umuryango",
        "Quiz : nombres, marché et famille",
      ),
      pass_mark: 60,
      questions: [
        {
          id: "seven",
          kind: "typed",
          prompt: t("Type the number 7 in Kinyarwanda (counting form)."),
          accepted: ["karindwi"],
          explanation: t("Karindwi is seven; umunani is eight."),
        },
        {
          id: "price",
          kind: "single",
          prompt: t("How do you ask “How much is it?”"),
          options: options(t("Ni angahe?"), t("Amakuru?"), t("Witwa nde?")),
          correct: "a",
          explanation: t("Ni angahe? asks how much; amakuru? asks for news; witwa nde? asks a name."),
        },
        {
          id: "numbers",
          kind: "match",
          prompt: t("Match the numbers."),
          pairs: [
            { id: "three", left: t("gatatu"), right: t("3") },
            { id: "nine", left: t("icyenda"), right: t("9") },
            { id: "hundred", left: t("ijana"), right: t("100") },
            { id: "thousand", left: t("igihumbi"), right: t("1,000") },
          ],
          explanation: t("Gatatu 3, icyenda 9, ijana 100, igihumbi 1,000."),
        },
        {
          id: "sister",
          kind: "single",
          prompt: t("A man speaks of his sister. Which word does he use?"),
          options: options(t("musaza wanjye"), t("mushiki wanjye"), t("murumuna wanjye")),
          correct: "b",
          explanation: t(
            "Mushiki is a man's sister; musaza is a woman's brother; murumuna is a younger sibling of the same sex.",
          ),
        },
        {
          id: "plural",
          kind: "multiple",
          prompt: t("Which words name more than one person?"),
          options: options(t("abana"), t("umuntu"), t("abantu"), t("umubyeyi")),
          correct: ["a", "c"],
          explanation: t("The aba- prefix marks several people: abana, abantu."),
        },
      ],
    },
  ],
};
