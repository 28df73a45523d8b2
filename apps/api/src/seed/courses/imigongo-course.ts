import type { CourseDefinition } from "../../modules/learning/course-writer.ts";
import { IMIGONGO_MAKING_MODULE } from "./imigongo-making.ts";
import { options, t } from "./texts.ts";

/**
 * Imigongo as it is told and practised in the east of Rwanda. The origin story is oral
 * tradition and is presented as such; recipes vary from workshop to workshop.
 */
export const IMIGONGO_COURSE: CourseDefinition = {
  slug: "imigongo-history-and-technique",
  category: "crafts",
  title: t(
    "Imigongo: history and technique",
    "Imigongo: amateka n’uko ikorwa",
    "Imigongo : histoire et technique",
  ),
  description: t(
    "Where the black, red and white relief patterns of eastern Rwanda come from, what they are made of, and how a panel is made, step by step.",
    "Aho imigongo y’umukara, umutuku n’umweru yo mu Burasirazuba bw’u Rwanda ikomoka, icyo ikozwemo, n’uko ikibaho cyayo gikorwa intambwe ku yindi.",
    "D’où viennent les motifs en relief noirs, rouges et blancs de l’est du Rwanda, de quoi ils sont faits et comment on réalise un panneau, étape par étape.",
  ),
  duration: "2 weeks",
  level: "beginner",
  teaching_language: "en",
  instructor_name: "Digital Heritage Platform crafts team",
  modules: [
    {
      title: t("Origins and revival", "Inkomoko n’ukubyutswa", "Origines et renouveau"),
      summary: t(
        "What imigongo is, the story of Prince Kakira, and how women's cooperatives brought the art back.",
        "Imigongo icyo ari cyo, inkuru y’igikomangoma Kakira, n’uko amakoperative y’abagore yayigaruye.",
        "Ce qu’est l’imigongo, le récit du prince Kakira et la renaissance portée par des coopératives de femmes.",
      ),
      lessons: [
        {
          title: t("What imigongo is", "Imigongo ni iki?", "Qu’est-ce que l’imigongo ?"),
          minutes: 5,
          body: t(`## Relief patterns in three colours

**Imigongo** (singular *umugongo*) are geometric patterns raised in relief on a flat surface and painted, classically, in **black, red-brown and white**. The ridges are built by hand from a paste whose traditional base is **cow dung**; once dry and painted, nothing of its origin can be seen or smelled.

## Where it belongs

The art is associated with the east of Rwanda, the former kingdom of **Gisaka**, and today above all with **Nyakarambi in Kirehe District**, near the border with Tanzania. It decorated the inside walls of houses, and sometimes objects such as pots and baskets.

## What the patterns look like

Zigzags, spirals, concentric diamonds and triangles, repeated and mirrored to cover the whole surface. The relief makes the patterns change with the light: the same wall looks different in the morning and in the evening.

## Why it matters

Imigongo is one of the few Rwandan visual arts that is immediately recognisable. It links the household, cattle (central to Rwandan life and wealth) and the creativity of the people, mostly women, who made and remade it.`),
        },
        {
          title: t("The story of Prince Kakira", "Inkuru y’igikomangoma Kakira", "Le récit du prince Kakira"),
          minutes: 5,
          body: t(`## What tradition tells

According to oral tradition, imigongo began with **Kakira**, a son of **Kimenyi**, king of Gisaka, in the eighteenth century. Kakira is said to have decorated the inside of his house with these patterns to make it more beautiful, and the practice spread among the people of the region.

## Reading the story well

This is an origin story passed down by word of mouth, not a dated record. Like many such stories it tells us something true — that the art is old, eastern and once linked to prestige — without being a precise history. When you tell it, say "tradition says".

## Gisaka and Rwanda

Gisaka was a kingdom east of the Rwandan kingdom, brought under Rwanda's rule in the nineteenth century. Imigongo is one of the cultural threads that Gisaka brought into the Rwandan whole.

## The name lives on

The best-known cooperative of imigongo makers in Nyakarambi carries Kakira's name: the story is still part of how the artists present their work.`),
        },
        {
          title: t("Decline and revival", "Gucika no kubyutswa", "Déclin et renouveau"),
          minutes: 5,
          body: t(`## A fading practice

During the twentieth century, new building materials and ways of decorating replaced painted dung relief in many homes, and fewer people learned the technique. The Genocide against the Tutsi in 1994 destroyed lives and homes in the region as everywhere in Rwanda, and with them much of what remained of the practice.

## Women's cooperatives

After 1994, women in Nyakarambi — many of them widows — came together in cooperatives and took up imigongo again, learning from older women who still knew the technique. They moved the patterns from walls onto **wooden boards** that can be sold, carried and hung.

## Today

Imigongo panels are sold across Rwanda and abroad, and the patterns appear in hotels, public buildings, fabrics and graphic design. The income supports the makers' families, and the cooperatives train new artists. When you buy a panel from a cooperative, you support that work directly.`),
        },
      ],
      quizzes: [
        {
          title: t(
            "Quiz: origins and revival",
            "Isuzuma: inkomoko n’ukubyutswa",
            "Quiz : origines et renouveau",
          ),
          pass_mark: 60,
          questions: [
            {
              id: "colours",
              kind: "multiple",
              prompt: t("Which are the three classic colours of imigongo?"),
              options: options(t("Black"), t("Blue"), t("Red-brown"), t("White"), t("Green")),
              correct: ["a", "c", "d"],
              explanation: t("Black, red-brown and white; modern panels sometimes add other colours."),
            },
            {
              id: "kakira",
              kind: "single",
              prompt: t("Whom does oral tradition credit with the first imigongo?"),
              options: options(
                t("Kakira, son of King Kimenyi of Gisaka"),
                t("A Belgian missionary"),
                t("The first king of Rwanda"),
              ),
              correct: "a",
              explanation: t("Tradition names Prince Kakira of Gisaka, in the eighteenth century."),
            },
            {
              id: "place",
              kind: "typed",
              prompt: t("Which town in Kirehe District is the centre of imigongo today?"),
              accepted: ["Nyakarambi"],
              explanation: t(
                "Nyakarambi, in Kirehe District in the east, is home to the imigongo cooperatives.",
              ),
            },
            {
              id: "revival",
              kind: "single",
              prompt: t("Who revived imigongo after 1994?"),
              options: options(
                t("Women's cooperatives in Nyakarambi"),
                t("A school of architecture"),
                t("Foreign collectors"),
              ),
              correct: "a",
              explanation: t(
                "Women's cooperatives took up the technique again and moved it onto wooden boards.",
              ),
            },
          ],
        },
      ],
    },
    {
      title: t("Materials and colours", "Ibikoresho n’amabara", "Matériaux et couleurs"),
      summary: t(
        "The dung-and-ash paste, the natural colours and the surfaces imigongo is made on.",
        "Uruvange rw’amase n’ivu, amabara y’umwimerere n’ibyo imigongo ikorerwaho.",
        "La pâte de bouse et de cendre, les couleurs naturelles et les supports de l’imigongo.",
      ),
      lessons: [
        {
          title: t("Dung and ash", "Amase n’ivu", "Bouse et cendre"),
          minutes: 5,
          body: t(`## Why cow dung

Fresh cow dung is fibrous, sticky and plentiful in a cattle-keeping country. Mixed with **ash**, it becomes a paste that can be shaped by hand, holds its form and dries hard. The ash also helps to dry the paste and keeps insects away. Once dry and painted the surface has no smell.

## Preparing the paste

Makers collect fresh dung, remove grass and grit, and knead in ash until the paste is firm enough to stand up in a ridge without slumping. Proportions vary between workshops and are learned by feel rather than by weight.

## Working time

The paste must be shaped while it is moist. A panel is worked section by section, and finished ridges are smoothed with the fingers or a small tool before they start to dry.`),
        },
        {
          title: t("Natural colours", "Amabara y’umwimerere", "Couleurs naturelles"),
          minutes: 5,
          body: t(`## The traditional palette

- **White** came from **kaolin**, a white clay (*ingwa*).
- **Red and red-brown** came from natural red earths and clays.
- **Black** came from soot and charred plant matter, mixed with plant sap to make it stick.

Recipes differed from family to family, and they are part of what older makers passed on.

## Today's paints

Many workshops now use durable commercial paints, especially for panels sold abroad, which must survive travel and different climates. Some makers still prepare natural colours for particular works. Neither is more "real": the technique of the relief is what makes imigongo.

## How colour is laid

Colour follows the relief: ridges and the grounds between them take different colours, so that each band of the pattern stands out. Black and white side by side give the strongest contrast; red-brown softens it.`),
        },
        {
          title: t("Walls, boards and tools", "Inkuta, imbaho n’ibikoresho", "Murs, planches et outils"),
          minutes: 4,
          body: t(`## From walls to boards

Historically imigongo covered the inside walls of houses, plastered smooth beforehand. Today most work is done on **plywood or wooden boards**, which can be moved and sold.

## Tools

Very few: the **hands** above all; a stick or small spatula to shape and smooth; a ruler and chalk or pencil to lay out the pattern; brushes for the colour. The skill is in the hands and the eye, not in the tools.

## The workspace

Work in the shade: direct sun dries the paste too fast and cracks it. A board is kept flat while drying so that the ridges do not sag.`),
        },
      ],
      quizzes: [
        {
          title: t(
            "Quiz: materials and colours",
            "Isuzuma: ibikoresho n’amabara",
            "Quiz : matériaux et couleurs",
          ),
          pass_mark: 60,
          questions: [
            {
              id: "paste",
              kind: "match",
              prompt: t("Match each material with its role."),
              pairs: [
                { id: "dung", left: t("Cow dung"), right: t("Base of the relief paste") },
                { id: "ash", left: t("Ash"), right: t("Stiffens the paste and keeps insects away") },
                { id: "kaolin", left: t("Kaolin (ingwa)"), right: t("White colour") },
              ],
              explanation: t("Dung and ash make the paste; kaolin gives white."),
            },
            {
              id: "shade",
              kind: "single",
              prompt: t("Why is a fresh panel dried in the shade?"),
              options: options(
                t("So that the paste does not crack"),
                t("So that the colours fade"),
                t("Because it smells in the sun"),
              ),
              correct: "a",
              explanation: t("Direct sun dries the paste too fast and cracks it."),
            },
            {
              id: "white",
              kind: "typed",
              prompt: t("Type the Kinyarwanda word for the white clay used for white."),
              accepted: ["ingwa"],
              explanation: t("Ingwa is kaolin, the white clay."),
            },
          ],
        },
      ],
    },
    IMIGONGO_MAKING_MODULE,
  ],
};
