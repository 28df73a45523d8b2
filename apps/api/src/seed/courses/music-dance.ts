import type { CourseDefinition } from "../../modules/learning/course-writer.ts";
import { options, t } from "./texts.ts";

/** The third module of the music course: Intore and other dances. */
export const MUSIC_DANCE_MODULE: CourseDefinition["modules"][number] = {
  title: t("Intore and other dances", "Intore n’izindi mbyino", "L’intore et les autres danses"),
  summary: t(
    "The dance of the chosen ones, the women's dance of the cattle, and how to watch and learn with respect.",
    "Imbyino y’intore, imbyino y’abagore ijyanye n’inka, n’uko wareba ukanigira mu cyubahiro.",
    "La danse des élus, la danse des femmes inspirée du bétail, et comment regarder et apprendre avec respect.",
  ),
  lessons: [
    {
      title: t("Intore, the chosen ones", "Intore", "Intore, les élus"),
      minutes: 6,
      body: t(`## The name

**Intore** means *the chosen ones* (from *gutora*, to choose). Young men were once chosen and trained at court in dance, eloquence and the skills of war; the dance kept their name.

## What you see

Dancers wear a headdress with a long pale mane of fibre, strings of bells on the legs (*amayugi*) and sashes, and they carry a spear (*icumu*) and a shield (*ingabo*). They leap high, stamp in time with the drums and move in tight formation. Their faces stay proud and calm.

## With the drums

Intore dance with the drum ensemble: the drummers set the rhythm, and the dancers' bells add their own. A leader sets the changes and the troupe follows at once.

## Today

Intore troupes perform at national celebrations, weddings and festivals, and for visitors. The dance is taught to children and young people across Rwanda.`),
    },
    {
      title: t(
        "The women's dance and the cattle",
        "Imbyino y’abagore n’inka",
        "La danse des femmes et le bétail",
      ),
      minutes: 5,
      body: t(`## Umushagiriro

In **umushagiriro** women dance with slow, flowing movements, arms raised and curved. The arms recall the long, lyre-shaped horns of the **Inyambo**, the long-horned cattle once kept at the royal court.

## Cattle in Rwandan culture

Cows were wealth, gifts between families and a measure of friendship: *inka* (cow) appears in names, proverbs, songs and poems. The Inyambo were admired for their beauty and were paraded, adorned, with songs of praise.

## Songs with the dance

The dance goes with songs, often sung by the dancers themselves and accompanied by clapping, rather than by the full power of the drums.

## Regional dances

Other regions have their own dances; **ikinimba**, for example, is danced in the north. Each has its steps, songs and occasions.`),
    },
    {
      title: t(
        "Watching and learning with respect",
        "Kureba no kwiga mu cyubahiro",
        "Regarder et apprendre avec respect",
      ),
      minutes: 4,
      body: t(`## As a spectator

Applaud at the end of a piece, not during it. Photographs and films are usually welcome at public performances; ask before filming a private ceremony such as a wedding.

## Learning

Troupes and cultural centres in Kigali and elsewhere teach Intore and other dances. Begin with posture and footwork; the leaps come later.

## Costume and objects

Costumes, shields and spears are part of the performance. Do not pick them up without asking, and do not wear a dancer's costume as a joke.

## Music and memory

These arts carry Rwanda's memory. Learning them, even a little, is a way of listening to the people who keep them alive.`),
    },
  ],
  quizzes: [
    {
      title: t("Quiz: the dances", "Isuzuma: imbyino", "Quiz : les danses"),
      pass_mark: 60,
      questions: [
        {
          id: "intore",
          kind: "typed",
          prompt: t("Which dance's name means “the chosen ones”?"),
          accepted: ["Intore", "Imbyino y’intore"],
          explanation: t("Intore, from gutora, to choose."),
        },
        {
          id: "objects",
          kind: "multiple",
          prompt: t("What do Intore dancers carry or wear?"),
          options: options(t("A spear"), t("A shield"), t("Leg bells"), t("An inanga")),
          correct: ["a", "b", "c"],
          explanation: t(
            "Spear (icumu), shield (ingabo) and leg bells (amayugi); the inanga is an instrument, not a dance object.",
          ),
        },
        {
          id: "arms",
          kind: "single",
          prompt: t("In umushagiriro, what do the dancers' raised arms recall?"),
          options: options(
            t("The horns of the Inyambo cattle"),
            t("The branches of a tree"),
            t("Birds in flight"),
          ),
          correct: "a",
          explanation: t("The curved arms recall the long horns of the Inyambo cows."),
        },
      ],
    },
  ],
};
