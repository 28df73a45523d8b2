import type { CourseTranslation } from "./types.ts";

/** « Imigongo : histoire et technique » en français. */
export const FR_IMIGONGO: CourseTranslation = {
  lessons: {
    "What imigongo is": `## Des motifs en relief en trois couleurs

L’**imigongo** (au singulier *umugongo*) désigne des motifs géométriques montés en relief sur une surface plane et peints, classiquement, en **noir, rouge-brun et blanc**. Les arêtes sont façonnées à la main dans une pâte dont la base traditionnelle est la **bouse de vache** ; une fois sèche et peinte, rien de son origine ne se voit ni ne se sent.

## D’où il vient

Cet art est lié à l’est du Rwanda, l’ancien royaume du **Gisaka**, et aujourd’hui surtout à **Nyakarambi, dans le district de Kirehe**, près de la frontière tanzanienne. Il ornait les murs intérieurs des maisons, et parfois des objets comme des pots et des paniers.

## À quoi ressemblent les motifs

Zigzags, spirales, losanges concentriques et triangles, répétés et mis en miroir pour couvrir toute la surface. Le relief fait changer les motifs avec la lumière : un même mur paraît différent le matin et le soir.

## Pourquoi c’est important

L’imigongo est l’un des rares arts visuels rwandais que l’on reconnaît au premier regard. Il relie la maison, le bétail (au cœur de la vie et de la richesse rwandaises) et la créativité des personnes, surtout des femmes, qui l’ont fait et refait.`,

    "The story of Prince Kakira": `## Ce que raconte la tradition

Selon la tradition orale, l’imigongo serait né avec **Kakira**, fils de **Kimenyi**, roi du Gisaka, au XVIIIe siècle. Kakira aurait orné l’intérieur de sa maison de ces motifs pour l’embellir, et la pratique se serait répandue parmi les habitants de la région.

## Bien lire ce récit

C’est un récit des origines transmis de bouche à oreille, non un document daté. Comme beaucoup de récits de ce genre, il dit quelque chose de vrai — que cet art est ancien, qu’il vient de l’est et qu’il fut lié au prestige — sans être une histoire précise. Quand vous le racontez, dites « selon la tradition ».

## Le Gisaka et le Rwanda

Le Gisaka était un royaume situé à l’est du royaume rwandais, passé sous l’autorité du Rwanda au XIXe siècle. L’imigongo est l’un des fils culturels que le Gisaka a apportés à l’ensemble rwandais.

## Le nom demeure

La coopérative la plus connue d’artisanes de l’imigongo à Nyakarambi porte le nom de Kakira : le récit fait toujours partie de la manière dont les artistes présentent leur travail.`,

    "Decline and revival": `## Une pratique qui s’efface

Au XXe siècle, de nouveaux matériaux de construction et d’autres façons de décorer ont remplacé le relief peint dans bien des maisons, et moins de gens ont appris la technique. Le génocide perpétré contre les Tutsi en 1994 a détruit des vies et des maisons dans la région comme partout au Rwanda, et avec elles une grande partie de ce qui restait de cette pratique.

## Les coopératives de femmes

Après 1994, des femmes de Nyakarambi — beaucoup d’entre elles veuves — se sont regroupées en coopératives et ont repris l’imigongo, en apprenant auprès de femmes plus âgées qui connaissaient encore la technique. Elles ont transposé les motifs des murs sur des **planches de bois** que l’on peut vendre, transporter et accrocher.

## Aujourd’hui

Les panneaux d’imigongo se vendent dans tout le Rwanda et à l’étranger, et les motifs se retrouvent dans des hôtels, des bâtiments publics, des tissus et le graphisme. Les revenus font vivre les familles des artisanes, et les coopératives forment de nouvelles artistes. Acheter un panneau à une coopérative, c’est soutenir directement ce travail.`,

    "Dung and ash": `## Pourquoi la bouse de vache

La bouse fraîche est fibreuse, collante et abondante dans un pays d’éleveurs. Mélangée à de la **cendre**, elle devient une pâte que l’on modèle à la main, qui garde sa forme et sèche dure. La cendre aide aussi à sécher la pâte et éloigne les insectes. Une fois sèche et peinte, la surface n’a aucune odeur.

## Préparer la pâte

Les artisanes recueillent de la bouse fraîche, en retirent l’herbe et les graviers, puis y pétrissent de la cendre jusqu’à ce que la pâte soit assez ferme pour tenir en arête sans s’affaisser. Les proportions varient d’un atelier à l’autre et s’apprennent au toucher plutôt qu’à la balance.

## Le temps de travail

La pâte se façonne tant qu’elle est humide. Un panneau se travaille section par section, et les arêtes terminées sont lissées du doigt ou avec un petit outil avant de commencer à sécher.`,

    "Natural colours": `## La palette traditionnelle

- Le **blanc** venait du **kaolin**, une argile blanche (*ingwa*).
- Le **rouge et le rouge-brun** venaient de terres et d’argiles rouges naturelles.
- Le **noir** venait de la suie et de matières végétales carbonisées, mêlées à une sève végétale pour qu’il adhère.

Les recettes différaient d’une famille à l’autre et font partie de ce que les anciennes ont transmis.

## Les peintures d’aujourd’hui

Beaucoup d’ateliers emploient désormais des peintures du commerce, plus durables, surtout pour les panneaux vendus à l’étranger, qui doivent supporter le voyage et d’autres climats. Certaines artisanes préparent encore des couleurs naturelles pour des œuvres particulières. Aucune des deux n’est plus « authentique » : c’est la technique du relief qui fait l’imigongo.

## Comment on pose la couleur

La couleur suit le relief : les arêtes et les fonds qui les séparent reçoivent des couleurs différentes, si bien que chaque bande du motif ressort. Le noir et le blanc côte à côte donnent le contraste le plus fort ; le rouge-brun l’adoucit.`,

    "Walls, boards and tools": `## Des murs aux planches

Autrefois l’imigongo couvrait les murs intérieurs des maisons, enduits et lissés au préalable. Aujourd’hui, la plupart des œuvres sont faites sur du **contreplaqué ou des planches de bois**, que l’on peut déplacer et vendre.

## Les outils

Très peu : les **mains** avant tout ; un bâtonnet ou une petite spatule pour façonner et lisser ; une règle et de la craie ou un crayon pour tracer le motif ; des pinceaux pour la couleur. Le savoir-faire est dans les mains et le regard, pas dans les outils.

## L’atelier

Travaillez à l’ombre : le plein soleil sèche la pâte trop vite et la fait craqueler. Une planche sèche à plat pour que les arêtes ne s’affaissent pas.`,

    "Reading the patterns": `## Peu de formes, beaucoup de combinaisons

La plupart des imigongo se construisent à partir d’une poignée de formes :

- des **zigzags** — lignes brisées parallèles qui traversent la planche ;
- des **losanges**, souvent emboîtés les uns dans les autres ;
- des **triangles**, alternativement pointe en haut et pointe en bas ;
- des **spirales**, plus rares et plus difficiles à réaliser.

## Symétrie et rythme

Un panneau est en général symétrique, en miroir de gauche à droite ou en quatre quartiers, et les couleurs alternent selon un rythme régulier : noir, blanc, rouge-brun, et de nouveau. L’œil saisit l’ensemble avant les détails.

## Le sens

On demande souvent ce que les motifs « signifient ». Les artisanes parlent surtout de beauté, d’équilibre et d’adresse plutôt que d’un code fixe ; certaines rattachent des formes à des choses de la vie quotidienne. Méfiez-vous des vendeurs qui attribuent à chaque ligne un symbole précis : demandez à l’artisane.`,

    "Making a small panel": `## Ce qu’il vous faut

Une planche d’environ 30 × 30 cm, de la craie ou un crayon, une règle, la pâte (voir *Bouse et cendre*), une petite spatule, des pinceaux, et de la peinture noire, blanche et rouge-brun.

## Les étapes

1. **Tracez** le motif sur la planche : dessinez une grille, puis un dessin simple comme des losanges emboîtés.
2. **Montez les arêtes** avec la pâte le long de vos traits, en la pressant en une bande en relief large d’un doigt et haute d’environ 1 cm.
3. **Façonnez et lissez** chaque arête avec les doigts humides ou la spatule, en gardant les bords droits.
4. **Faites sécher** la planche à plat et à l’ombre pendant plusieurs jours, jusqu’à ce que la pâte soit dure à cœur.
5. **Peignez** une couche de fond sur l’ensemble, puis les couleurs bande par bande, les arêtes d’abord.
6. **Terminez** par une fine couche protectrice si le panneau doit être souvent manipulé.

## Erreurs fréquentes

Arêtes trop fines (elles craquellent), trop d’eau dans la pâte (elles s’affaissent), peinture posée avant que la pâte soit tout à fait sèche (la couleur s’écaille). Commencez petit : un panneau de losanges emboîtés fait passer par toutes les étapes.`,

    "Care, buying and respect": `## Entretenir un panneau

Gardez-le au sec et à l’abri du soleil direct. Dépoussiérez-le avec une brosse douce ; ne le lavez jamais à l’eau. Accrochez-le à un mur solide : un panneau est plus lourd qu’il n’en a l’air.

## Acheter

Achetez si possible auprès des coopératives ou des boutiques qui nomment les artisanes. Un prix juste rémunère des jours de travail. Les petites différences entre deux panneaux d’un même motif sont la marque du travail à la main, non des défauts.

## Respecter

L’imigongo est un patrimoine vivant, porté par des communautés précises. Quand vous reprenez ses motifs dans vos propres créations, dites d’où ils viennent et, quand c’est possible, travaillez avec les artisanes.`,
  },
};
