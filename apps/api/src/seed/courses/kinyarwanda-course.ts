import type { CourseDefinition } from "../../modules/learning/course-writer.ts";
import { KINYARWANDA_NUMBERS_MODULE } from "./kinyarwanda-numbers.ts";
import { options, t } from "./texts.ts";

/** Written for people who have never spoken Kinyarwanda; every example is everyday speech. */
export const KINYARWANDA_COURSE: CourseDefinition = {
  slug: "kinyarwanda-for-beginners",
  category: "kinyarwanda",
  title: t(
    "Kinyarwanda for beginners: greetings and everyday words",
    "Ikinyarwanda ku batangizi: indamukanyo n’amagambo ya buri munsi",
    "Le kinyarwanda pour débutants : salutations et mots du quotidien",
  ),
  description: t(
    "Greet people at any hour, introduce yourself, count, shop at the market and name your family, in nine short lessons.",
    "Kuramutsa abantu igihe cyose, kwimenyekanisha, kubara, guhahira ku isoko no kuvuga abo mu muryango wawe, mu masomo icyenda magufi.",
    "Saluer à toute heure, vous présenter, compter, faire vos courses au marché et nommer votre famille, en neuf courtes leçons.",
  ),
  duration: "3 weeks",
  level: "beginner",
  teaching_language: "en",
  instructor_name: "Digital Heritage Platform language team",
  modules: [
    {
      title: t(
        "Greetings through the day",
        "Indamukanyo z’umunsi wose",
        "Les salutations au fil de la journée",
      ),
      summary: t(
        "In Rwanda a conversation starts with a greeting; which one depends on the hour and on who you greet.",
        "Mu Rwanda ikiganiro gitangizwa no kuramutsa; indamukanyo ikoreshwa iterwa n’isaha n’uwo uramutsa.",
        "Au Rwanda, une conversation commence par une salutation, qui dépend de l’heure et de la personne saluée.",
      ),
      lessons: [
        {
          title: t("Muraho and Amakuru?", "Muraho n’Amakuru?", "Muraho et Amakuru ?"),
          minutes: 6,
          body: t(`## Muraho: hello at any hour

**Muraho** is the greeting you can use at any time of day, with anyone. It comes from the verb *kuramuka* and the idea of being well: you are wishing the person well.

People rarely stop at *muraho*. The next question is almost always:

- **Amakuru?** — *What news?*, that is, *How are you?*
- **Ni meza.** — *It is good*, *I am fine.*
- **Ni meza, namwe?** — *Fine, and you?*

## One person or several

Kinyarwanda marks whether you speak to one person or to several, and the plural form (*mu-*) is also the respectful way to address an elder or someone you do not know. Learners are safe using the plural forms: they are never rude.

| To several people, or with respect | To one person you know well |
| --- | --- |
| Muraho | Uraho |
| Amakuru yanyu? | Amakuru yawe? |

## A first exchange

> — Muraho!
> — Muraho! Amakuru?
> — Ni meza, namwe?
> — Ni meza cyane.

*Cyane* means *very*, *a lot*: **ni meza cyane**, *very well*.`),
        },
        {
          title: t("Morning and afternoon", "Mu gitondo no ku manywa", "Le matin et l’après-midi"),
          minutes: 6,
          body: t(`## Mwaramutse: good morning

From waking until about midday, people greet each other with **mwaramutse** (*did you spend the night well?*). To one person you know well: **waramutse**.

The usual answer repeats the greeting or adds *neza*, *well*:

- **Mwaramutse!** — **Mwaramutse neza!**
- **Waramutse?** — **Yego, waramutse?** (*Yes, and you?*)

## Mwiriwe: good afternoon and evening

After midday the greeting becomes **mwiriwe** (*have you spent the day well?*), and it stays until night. To one person: **wiriwe**.

## Which one now?

Rwandans take the hour seriously: *mwaramutse* at four in the afternoon sounds odd, as *good morning* would in English. If you are unsure, **muraho** is always right.

| Time | Respectful or plural | Familiar singular |
| --- | --- | --- |
| Morning | Mwaramutse | Waramutse |
| Afternoon, evening | Mwiriwe | Wiriwe |
| Any time | Muraho | Uraho |`),
        },
        {
          title: t("Taking leave", "Gusezera", "Prendre congé"),
          minutes: 5,
          body: t(`## Leaving during the day

When you leave someone in the morning, wish them a good rest of the day: **mwirirwe** (*spend the day well*). One person: **wirirwe**.

## Leaving in the evening

In the evening you wish a good night: **muramuke** (*spend the night well*). One person: **uramuke**. You will also hear **ijoro ryiza**, *good night*.

## Goodbye for longer

**Murabeho** (*stay well*) is a farewell for a longer parting: someone travelling, the end of a stay. One person: **urabeho**.

## Seeing each other again

- **Tuzongera kubonana.** — *We will see each other again.*
- **Ni aho ejo.** — *Until tomorrow.*

Notice the pattern: *mwaramutse* / *mwirirwe*, *mwiriwe* / *muramuke*. The greeting asks about the time that has passed; the leave-taking wishes well for the time to come.`),
        },
      ],
      quizzes: [
        {
          title: t("Quiz: greetings", "Isuzuma: indamukanyo", "Quiz : les salutations"),
          pass_mark: 60,
          questions: [
            {
              id: "morning",
              kind: "single",
              prompt: t("It is 8 in the morning. How do you greet a group of neighbours?"),
              options: options(t("Mwiriwe"), t("Mwaramutse"), t("Muramuke")),
              correct: "b",
              explanation: t(
                "Mwaramutse is the morning greeting, used until about midday; mwiriwe comes after.",
              ),
            },
            {
              id: "anytime",
              kind: "multiple",
              prompt: t(
                "Which of these can you say as a greeting in the afternoon? (Choose every right answer.)",
              ),
              options: options(t("Muraho"), t("Mwiriwe"), t("Mwaramutse"), t("Murabeho")),
              correct: ["a", "b"],
              explanation: t(
                "Muraho fits any hour and mwiriwe is the afternoon greeting. Murabeho is a farewell.",
              ),
            },
            {
              id: "pairs",
              kind: "match",
              prompt: t("Match each expression with its meaning."),
              pairs: [
                { id: "amakuru", left: t("Amakuru?"), right: t("How are you?") },
                { id: "nimeza", left: t("Ni meza"), right: t("I am fine") },
                { id: "muramuke", left: t("Muramuke"), right: t("Good night") },
                { id: "murabeho", left: t("Murabeho"), right: t("Goodbye (for a long time)") },
              ],
              explanation: t("Amakuru asks for news; ni meza answers it; muramuke and murabeho take leave."),
            },
            {
              id: "reply",
              kind: "typed",
              prompt: t("Someone says “Amakuru?”. Type the usual two-word answer meaning “I am fine”."),
              accepted: ["ni meza", "nimeza"],
              explanation: t("Ni meza: it is good. You can add “namwe?” to ask back."),
            },
          ],
        },
      ],
    },
    {
      title: t(
        "Polite words and introductions",
        "Amagambo y’ikinyabupfura no kwimenyekanisha",
        "Mots de politesse et présentations",
      ),
      summary: t(
        "Thank, apologise, say yes and no, tell people your name and where you live, and learn how Kinyarwanda is spelled.",
        "Gushimira, gusaba imbabazi, kuvuga yego na oya, kubwira abantu izina ryawe n’aho utuye, no kumenya uko Ikinyarwanda cyandikwa.",
        "Remercier, s’excuser, dire oui et non, dire son nom et où l’on habite, et apprendre l’orthographe du kinyarwanda.",
      ),
      lessons: [
        {
          title: t(
            "Thank you, sorry, yes and no",
            "Murakoze, mumbabarire, yego na oya",
            "Merci, pardon, oui et non",
          ),
          minutes: 5,
          body: t(`## Thanking

- **Murakoze** — *thank you* (plural or respectful); **urakoze** to one person you know well.
- **Murakoze cyane** — *thank you very much*.
- The answer is often **nta kibazo** — *no problem* — or simply a smile.

## Asking pardon and sympathy

- **Mumbabarire** — *forgive me*, *excuse me* (to one person you know well: **mbabarira**).
- **Mwihangane** — *be patient*, *sorry*: said when someone waits, or to share in a misfortune.

## Asking

- **Ndabinginze** — *please*, *I beg you* (to one person: **ndakwinginze**). Rwandans often soften a request with a polite form of the verb instead of a word for *please*.

## Yes and no

- **Yego** — *yes*.
- **Oya** — *no*.
- **Ntabwo** begins many negative sentences: **Ntabwo mbizi** — *I do not know*.`),
        },
        {
          title: t("Saying who you are", "Kwimenyekanisha", "Se présenter"),
          minutes: 6,
          body: t(`## Your name

- **Nitwa Aline.** — *My name is Aline* (literally *I am called Aline*).
- **Mwitwa nde?** — *What is your name?* (respectful); **witwa nde?** to one person you know well. *Nde* means *who*.

## Where you live and where you are from

- **Ntuye i Kigali.** — *I live in Kigali.* (*gutura*, to live, reside)
- **Mutuye he?** — *Where do you live?* (*he* means *where*)
- **Nkomoka i Huye.** — *I come from Huye.* (*gukomoka*, to originate)
- **Ndi Umunyarwanda / Umunyarwandakazi.** — *I am Rwandan* (man / woman).

## Glad to meet you

**Nishimiye kubamenya** — *I am glad to know you* (respectful); **nishimiye kukumenya** to one person.

## A short dialogue

> — Muraho! Nitwa Eric. Mwitwa nde?
> — Nitwa Grace. Nishimiye kukumenya, Eric.
> — Nanjye. Utuye he?
> — Ntuye i Musanze.

*Nanjye* means *me too*.`),
        },
        {
          title: t(
            "How Kinyarwanda sounds and is written",
            "Uko Ikinyarwanda kivugwa n’uko cyandikwa",
            "Comment le kinyarwanda se prononce et s’écrit",
          ),
          minutes: 7,
          body: t(`## Every letter is spoken

Kinyarwanda spelling is regular: each letter is pronounced, and words are read as they are written. The five vowels sound as in Spanish or Italian: **a**, **e** (as in *bed*), **i** (as in *see*), **o**, **u** (as in *food*).

## Letters that surprise English speakers

- **c** is always *ch* as in *church*: **icyenda** (nine).
- **j** is a soft *j*, close to the *s* in *pleasure*.
- **r** and **l** are one sound in Kinyarwanda; it is written **r** (the written *l* is rare, mostly in borrowed words).
- Combinations such as **cy**, **shy**, **rw**, **nyw** are each one sound: **Rwanda**, **cyane**.

## Vowels that meet

When a word ending in a vowel meets one beginning with a vowel, the first vowel drops and an apostrophe shows it:

- **na** (*and*) + **umugabo** (*man*) → **n’umugabo**
- **na** + **abana** (*children*) → **n’abana**

You will see the apostrophe typed as ’ or ', and some people write the full **na umugabo**: all are understood, and this course's quizzes accept them.

## Tone

Kinyarwanda has high and low tones that can change meaning, but they are not written. Listening to speakers is the only way to learn them: repeat words aloud after people you hear.`),
        },
      ],
      quizzes: [
        {
          title: t(
            "Quiz: polite words and introductions",
            "Isuzuma: ikinyabupfura no kwimenyekanisha",
            "Quiz : politesse et présentations",
          ),
          pass_mark: 60,
          questions: [
            {
              id: "thanks",
              kind: "single",
              prompt: t("How do you say “thank you very much” to an elder?"),
              options: options(t("Urakoze"), t("Murakoze cyane"), t("Mwihangane")),
              correct: "b",
              explanation: t("Murakoze is the respectful form and cyane means very."),
            },
            {
              id: "name",
              kind: "typed",
              prompt: t("Complete: “______ Aline.” (My name is Aline.)"),
              accepted: ["Nitwa"],
              explanation: t("Nitwa: I am called."),
            },
            {
              id: "contraction",
              kind: "typed",
              prompt: t("Write “and the man” in Kinyarwanda (na + umugabo)."),
              accepted: ["n’umugabo", "na umugabo"],
              explanation: t("The final a of na drops before a vowel: n’umugabo."),
            },
            {
              id: "pairs",
              kind: "match",
              prompt: t("Match each word with its meaning."),
              pairs: [
                { id: "yego", left: t("Yego"), right: t("Yes") },
                { id: "oya", left: t("Oya"), right: t("No") },
                { id: "mumbabarire", left: t("Mumbabarire"), right: t("Excuse me") },
                { id: "ntuye", left: t("Ntuye"), right: t("I live (in)") },
              ],
              explanation: t("Yego and oya, mumbabarire to ask pardon, ntuye from gutura, to live."),
            },
          ],
        },
      ],
    },
    KINYARWANDA_NUMBERS_MODULE,
  ],
};
