import type { CourseDefinition } from "../../modules/learning/course-writer.ts";
import { options, t } from "./texts.ts";

/** The third module of the imigongo course: reading patterns, making and caring for a panel. */
export const IMIGONGO_MAKING_MODULE: CourseDefinition["modules"][number] = {
  title: t(
    "Patterns and making a panel",
    "Amoko y’imigongo no gukora ikibaho",
    "Motifs et réalisation d’un panneau",
  ),
  summary: t(
    "Read the patterns, make a small panel of your own, and look after imigongo at home.",
    "Gusoma imigongo, gukora ikibaho gito cyawe, no kwita ku migongo iwawe.",
    "Lire les motifs, réaliser un petit panneau et entretenir l’imigongo chez soi.",
  ),
  lessons: [
    {
      title: t("Reading the patterns", "Gusoma imigongo", "Lire les motifs"),
      minutes: 5,
      body: t(`## A few shapes, many combinations

Most imigongo is built from a handful of shapes:

- **zigzags** — parallel broken lines running across the board;
- **diamonds** (lozenges), often nested one inside another;
- **triangles**, alternating point up and point down;
- **spirals**, rarer and harder to make.

## Symmetry and rhythm

A panel is usually symmetrical, mirrored left to right or in four quarters, and the colours alternate in a steady rhythm: black, white, red-brown, and again. The eye reads the whole before the parts.

## Meaning

It is often asked what the patterns "mean". Makers mostly speak of beauty, balance and skill rather than of a fixed code; some link shapes to things of daily life. Be wary of sellers' stories that give each line a precise symbol: ask the maker.`),
    },
    {
      title: t("Making a small panel", "Gukora ikibaho gito", "Réaliser un petit panneau"),
      minutes: 8,
      body: t(`## What you need

A board about 30 × 30 cm, chalk or pencil, a ruler, the paste (see *Dung and ash*), a small spatula, brushes, and black, white and red-brown paint.

## Steps

1. **Lay out** the pattern on the board: draw a grid, then a simple design such as nested diamonds.
2. **Build the ridges** with the paste along your lines, pressing it into a raised band a finger wide and about 1 cm high.
3. **Shape and smooth** each ridge with damp fingers or the spatula, keeping the edges straight.
4. **Dry** the board flat in the shade for several days, until the paste is hard all through.
5. **Paint** a base coat over everything, then the colours band by band, ridges first.
6. **Finish** with a thin protective coat if the panel will be handled often.

## Common mistakes

Ridges too thin (they crack), too much water in the paste (they slump), painting before the paste is fully dry (the colour flakes). Start small: a panel of nested diamonds teaches every step.`),
    },
    {
      title: t(
        "Care, buying and respect",
        "Kwita ku migongo, kuyigura no kuyubaha",
        "Entretien, achat et respect",
      ),
      minutes: 4,
      body: t(`## Looking after a panel

Keep it dry and out of strong direct sun. Dust it with a soft brush; never wash it with water. Hang it on a solid wall: a panel is heavier than it looks.

## Buying

Buy where you can, from the cooperatives or shops that name the makers. A fair price pays for days of work. Small differences between two panels of the same design are the mark of handwork, not defects.

## Respect

Imigongo is living heritage, carried by particular communities. When you use its patterns in your own design, say where they come from, and where you can, work with the makers.`),
    },
  ],
  quizzes: [
    {
      title: t(
        "Quiz: patterns and making",
        "Isuzuma: amoko y’imigongo no kuyikora",
        "Quiz : motifs et réalisation",
      ),
      pass_mark: 60,
      questions: [
        {
          id: "order",
          kind: "single",
          prompt: t("What comes right after building and smoothing the ridges?"),
          options: options(
            t("Painting the colours"),
            t("Drying flat in the shade for several days"),
            t("Washing the board"),
          ),
          correct: "b",
          explanation: t("The paste must be hard all through before any paint goes on."),
        },
        {
          id: "shapes",
          kind: "multiple",
          prompt: t("Which shapes are common in imigongo?"),
          options: options(t("Zigzags"), t("Nested diamonds"), t("Portraits of people"), t("Triangles")),
          correct: ["a", "b", "d"],
          explanation: t("Imigongo is geometric: zigzags, diamonds, triangles and spirals."),
        },
        {
          id: "care",
          kind: "single",
          prompt: t("How do you clean an imigongo panel?"),
          options: options(t("With a soft brush"), t("With soap and water"), t("It never needs cleaning")),
          correct: "a",
          explanation: t("Dust it with a soft brush; water damages the relief and the colours."),
        },
        {
          id: "mistakes",
          kind: "match",
          prompt: t("Match each mistake with what it causes."),
          pairs: [
            { id: "thin", left: t("Ridges too thin"), right: t("They crack") },
            { id: "wet", left: t("Too much water in the paste"), right: t("The ridges slump") },
            { id: "early", left: t("Painting too early"), right: t("The colour flakes") },
          ],
          explanation: t("Firm paste, generous ridges and full drying avoid all three."),
        },
      ],
    },
  ],
};
