import type { CourseDefinition } from "../../modules/learning/course-writer.ts";
import { MUSIC_DANCE_MODULE } from "./music-dance.ts";
import { options, t } from "./texts.ts";

/** An introduction for listeners and beginners; it describes practice rather than teaching to play. */
export const MUSIC_COURSE: CourseDefinition = {
  slug: "music-and-dance-intore-inanga-ingoma",
  category: "music",
  title: t(
    "Rwandan music and dance: Intore, Inanga and Ingoma",
    "Umuziki n’imbyino nyarwanda: Intore, Inanga n’Ingoma",
    "Musique et danse rwandaises : Intore, Inanga et Ingoma",
  ),
  description: t(
    "The drums that once stood for the kingdom, the zither that carries stories, and the dances of the chosen ones: how they sound, how they are played, and how to watch them.",
    "Ingoma zahoze zigereranya ubwami, inanga itwara inkuru, n’imbyino z’intore: uko byumvikana, uko bicurangwa n’uko ubireba.",
    "Les tambours qui symbolisaient le royaume, la cithare qui porte les récits et les danses des élus : leur son, leur jeu et la manière de les regarder.",
  ),
  duration: "3 weeks",
  level: "beginner",
  teaching_language: "en",
  instructor_name: "Digital Heritage Platform music team",
  modules: [
    {
      title: t("Ingoma, the drums", "Ingoma", "Ingoma, les tambours"),
      summary: t(
        "Why one word means both drum and kingdom, how an ensemble is built, and when drums are played.",
        "Impamvu ijambo rimwe risobanura ingoma n’ubwami, uko itsinda ry’ingoma riteye, n’igihe zivuzwa.",
        "Pourquoi un même mot désigne le tambour et le royaume, la composition d’un ensemble et les occasions où l’on joue.",
      ),
      lessons: [
        {
          title: t("Drum and kingdom", "Ingoma n’ubwami", "Tambour et royaume"),
          minutes: 5,
          body: t(`## One word, two meanings

In Kinyarwanda **ingoma** means *drum* and also *reign*, *kingdom*. Under the monarchy, drums were not only instruments: they were emblems of power, and the king's reign was spoken of as his drum.

## Kalinga

The most important was **Kalinga**, the dynastic drum, emblem of the kingship. Other royal drums had their own names and keepers, and drummers served at court. Kalinga's history ended with the monarchy, abolished in 1961.

## Drums today

The drums left the court long ago. Today ensembles of drummers play at weddings, national celebrations, festivals and the welcome of guests, and drumming is taught to young people across the country.`),
        },
        {
          title: t("The drum ensemble", "Itsinda ry’ingoma", "L’ensemble de tambours"),
          minutes: 6,
          body: t(`## Drums of different sizes

A Rwandan drum is carved from a single piece of wood and covered with cow hide laced to the body. An ensemble combines drums of different sizes, often seven to nine, each with its role:

- **ishakwe** — the small drum that keeps a steady, quick pattern;
- **inyahura** — a middle drum that plays the leading, changing rhythms;
- **igihumurizo** — the large drum, deep and slow, the bass of the ensemble.

## Sticks and bodies

Drummers play with sticks and move as they play: they lift, swing and sometimes carry the drums on their heads in procession. Drumming is watched as much as heard.

## Listening

Listen first for the steady small drum, then for the deep large one, then for the middle drums changing above them. The interplay between a fixed pattern and changing rhythms is the heart of the sound.`),
        },
        {
          title: t("When the drums are played", "Igihe ingoma zivuzwa", "Quand joue-t-on des tambours ?"),
          minutes: 4,
          body: t(`## Occasions

Drums open celebrations: weddings, national days, festivals, the arrival of honoured guests. They often accompany the Intore dancers, whose movements follow the rhythm.

## A shared sound

A drum ensemble is collective: no single drummer is the star. Learning begins with listening and with keeping the simplest pattern steady for a long time.

## Respect

Drums are handled with care and not played casually by visitors without an invitation. If you are invited to try, ask the drummers to show you the basic pattern first.`),
        },
      ],
      quizzes: [
        {
          title: t("Quiz: the drums", "Isuzuma: ingoma", "Quiz : les tambours"),
          pass_mark: 60,
          questions: [
            {
              id: "meaning",
              kind: "multiple",
              prompt: t("What does the word ingoma mean? (Choose every right answer.)"),
              options: options(t("Drum"), t("Reign, kingdom"), t("Dance"), t("Song")),
              correct: ["a", "b"],
              explanation: t("Ingoma is both the drum and the reign: drums were emblems of royal power."),
            },
            {
              id: "kalinga",
              kind: "typed",
              prompt: t("What was the name of the dynastic drum of the Rwandan kingship?"),
              accepted: ["Kalinga", "Karinga"],
              explanation: t("Kalinga, emblem of the kingship until the end of the monarchy."),
            },
            {
              id: "roles",
              kind: "match",
              prompt: t("Match each drum with its role."),
              pairs: [
                { id: "ishakwe", left: t("Ishakwe"), right: t("Small drum, steady pattern") },
                { id: "inyahura", left: t("Inyahura"), right: t("Middle drum, leading rhythms") },
                { id: "igihumurizo", left: t("Igihumurizo"), right: t("Large drum, deep bass") },
              ],
              explanation: t("Ishakwe keeps the pattern, inyahura leads, igihumurizo gives the bass."),
            },
          ],
        },
      ],
    },
    {
      title: t(
        "Inanga and other instruments",
        "Inanga n’ibindi bicurangisho",
        "L’inanga et les autres instruments",
      ),
      summary: t(
        "The trough zither and its songs, and the bow, thumb piano, fiddle and flute of Rwanda.",
        "Inanga n’indirimbo zayo, n’umuduri, ikembe, iningiri n’umwirongi.",
        "La cithare en auge et ses chants, l’arc musical, le lamellophone, la vièle et la flûte du Rwanda.",
      ),
      lessons: [
        {
          title: t("The inanga", "Inanga", "L’inanga"),
          minutes: 5,
          body: t(`## A zither carved from one piece

The **inanga** is a trough zither: a long, shallow wooden board, hollowed like a trough, over which a **single string** is laced back and forth several times, giving six to eight lengths that are tuned together.

## How it is played

The player holds the inanga upright on the lap, the hollow facing them, and plucks the strings with the fingers of both hands: one hand plays a repeated accompaniment, the other the melody.

## Voice and instrument

The inanga accompanies the player's own singing, often quiet and close, sometimes almost whispered, so that the words are heard over the soft sound of the strings.`),
        },
        {
          title: t("Songs and stories", "Indirimbo n’inkuru", "Chants et récits"),
          minutes: 5,
          body: t(`## What the inanga carries

Inanga songs tell stories: events of the past, praise of people and of cattle, reflections on life, and comment on the present. A good performer is a musician, a poet and a storyteller at once.

## Masters and learners

The art was passed from master to pupil, often within families. In recent decades performers such as **Sophie Nzayisenga**, who learned from her father, have played the inanga on stages in Rwanda and abroad and taught younger players.

## Listening well

Listen to the words: the instrument serves the story. If you do not understand Kinyarwanda yet, ask for the story in a few sentences before the song; it changes how you hear it.`),
        },
        {
          title: t(
            "Bow, thumb piano, fiddle and flute",
            "Umuduri, ikembe, iningiri n’umwirongi",
            "Arc, lamellophone, vièle et flûte",
          ),
          minutes: 5,
          body: t(`## Umuduri

The **umuduri** is a musical bow: a string stretched on a bent stick, with a gourd that amplifies the sound. The player strikes the string with a thin stick while singing.

## Ikembe

The **ikembe** is a thumb piano: metal tongues of different lengths fixed on a wooden box, plucked with the thumbs.

## Iningiri

The **iningiri** is a one-string fiddle, played with a bow, with a gourd as resonator.

## Umwirongi

The **umwirongi** is a flute, played by herders and in the evening for pleasure.

Each of these instruments usually accompanies a voice: in Rwandan music the song comes first.`),
        },
      ],
      quizzes: [
        {
          title: t(
            "Quiz: inanga and other instruments",
            "Isuzuma: inanga n’ibindi bicurangisho",
            "Quiz : l’inanga et les autres instruments",
          ),
          pass_mark: 60,
          questions: [
            {
              id: "strings",
              kind: "single",
              prompt: t("How is the inanga strung?"),
              options: options(
                t("With one string laced back and forth"),
                t("With twelve separate metal strings"),
                t("It has no strings"),
              ),
              correct: "a",
              explanation: t(
                "A single string is laced over the trough several times, giving six to eight lengths.",
              ),
            },
            {
              id: "instruments",
              kind: "match",
              prompt: t("Match each instrument with what it is."),
              pairs: [
                { id: "umuduri", left: t("Umuduri"), right: t("Musical bow with a gourd") },
                { id: "ikembe", left: t("Ikembe"), right: t("Thumb piano") },
                { id: "iningiri", left: t("Iningiri"), right: t("One-string fiddle") },
                { id: "umwirongi", left: t("Umwirongi"), right: t("Flute") },
              ],
              explanation: t("Umuduri bow, ikembe thumb piano, iningiri fiddle, umwirongi flute."),
            },
            {
              id: "voice",
              kind: "single",
              prompt: t("What does the inanga usually accompany?"),
              options: options(
                t("The player's own singing and storytelling"),
                t("A drum ensemble"),
                t("Nothing: it is played alone"),
              ),
              correct: "a",
              explanation: t("The inanga serves the song and its story."),
            },
          ],
        },
      ],
    },
    MUSIC_DANCE_MODULE,
  ],
};
