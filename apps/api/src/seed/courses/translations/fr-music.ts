import type { CourseTranslation } from "./types.ts";

/** « Musique et danse rwandaises » en français. */
export const FR_MUSIC: CourseTranslation = {
  lessons: {
    "Drum and kingdom": `## Un mot, deux sens

En kinyarwanda, **ingoma** signifie *tambour* et aussi *règne*, *royaume*. Sous la monarchie, les tambours n’étaient pas seulement des instruments : ils étaient des emblèmes du pouvoir, et l’on parlait du règne d’un roi comme de son tambour.

## Kalinga

Le plus important était **Kalinga**, le tambour dynastique, emblème de la royauté. D’autres tambours royaux avaient leur propre nom et leurs gardiens, et des tambourinaires servaient à la cour. L’histoire de Kalinga a pris fin avec la monarchie, abolie en 1961.

## Les tambours aujourd’hui

Les tambours ont quitté la cour depuis longtemps. Aujourd’hui, des ensembles de tambourinaires jouent aux mariages, aux fêtes nationales, dans les festivals et pour accueillir des hôtes, et le tambour s’enseigne aux jeunes dans tout le pays.`,

    "The drum ensemble": `## Des tambours de tailles différentes

Un tambour rwandais est taillé dans une seule pièce de bois et couvert d’une peau de vache lacée au fût. Un ensemble réunit des tambours de tailles différentes, souvent sept à neuf, chacun avec son rôle :

- **ishakwe** — le petit tambour qui tient un motif régulier et rapide ;
- **inyahura** — un tambour moyen qui joue les rythmes principaux, changeants ;
- **igihumurizo** — le grand tambour, grave et lent, la basse de l’ensemble.

## Baguettes et corps

Les tambourinaires jouent avec des baguettes et bougent en jouant : ils soulèvent les tambours, les balancent et les portent parfois sur la tête en procession. Le tambour se regarde autant qu’il s’écoute.

## Écouter

Écoutez d’abord le petit tambour régulier, puis le grand tambour grave, puis les tambours moyens qui varient au-dessus d’eux. Le dialogue entre un motif fixe et des rythmes changeants est le cœur de ce son.`,

    "When the drums are played": `## Les occasions

Les tambours ouvrent les fêtes : mariages, journées nationales, festivals, arrivée d’hôtes d’honneur. Ils accompagnent souvent les danseurs Intore, dont les mouvements suivent le rythme.

## Un son partagé

Un ensemble de tambours est collectif : aucun tambourinaire n’en est la vedette. L’apprentissage commence par l’écoute et par le fait de tenir longtemps, avec régularité, le motif le plus simple.

## Le respect

On manie les tambours avec soin, et un visiteur n’en joue pas à la légère sans y être invité. Si l’on vous invite à essayer, demandez d’abord aux tambourinaires de vous montrer le motif de base.`,

    "The inanga": `## Une cithare taillée d’une seule pièce

L’**inanga** est une cithare en auge : une longue planche de bois peu profonde, creusée comme une auge, sur laquelle une **seule corde** est lacée en va-et-vient plusieurs fois, ce qui donne six à huit longueurs accordées ensemble.

## Comment on en joue

Le musicien tient l’inanga debout sur les genoux, le creux tourné vers lui, et pince les cordes avec les doigts des deux mains : une main joue un accompagnement répété, l’autre la mélodie.

## La voix et l’instrument

L’inanga accompagne le chant du musicien lui-même, souvent doux et intime, parfois presque chuchoté, pour que les paroles s’entendent par-dessus le son léger des cordes.`,

    "Songs and stories": `## Ce que porte l’inanga

Les chants d’inanga racontent des histoires : des événements du passé, l’éloge de personnes et du bétail, des réflexions sur la vie, des commentaires sur le présent. Un bon interprète est à la fois musicien, poète et conteur.

## Maîtres et élèves

Cet art se transmettait de maître à élève, souvent au sein des familles. Ces dernières décennies, des interprètes comme **Sophie Nzayisenga**, qui a appris auprès de son père, ont joué de l’inanga sur des scènes au Rwanda et à l’étranger et l’ont enseignée à de plus jeunes musiciens.

## Bien écouter

Écoutez les paroles : l’instrument sert le récit. Si vous ne comprenez pas encore le kinyarwanda, demandez qu’on vous résume l’histoire en quelques phrases avant le chant ; cela change votre écoute.`,

    "Bow, thumb piano, fiddle and flute": `## Umuduri

L’**umuduri** est un arc musical : une corde tendue sur un bâton courbé, avec une calebasse qui amplifie le son. Le musicien frappe la corde avec une fine baguette tout en chantant.

## Ikembe

L’**ikembe** est un lamellophone : des lames de métal de longueurs différentes fixées sur une caisse en bois, que l’on pince avec les pouces.

## Iningiri

L’**iningiri** est une vièle à une corde, jouée avec un archet, avec une calebasse comme résonateur.

## Umwirongi

L’**umwirongi** est une flûte, jouée par les bergers, et le soir pour le plaisir.

Chacun de ces instruments accompagne d’ordinaire une voix : dans la musique rwandaise, le chant passe en premier.`,

    "Intore, the chosen ones": `## Le nom

**Intore** signifie *les élus* (de *gutora*, choisir). Autrefois, des jeunes hommes étaient choisis et formés à la cour à la danse, à l’éloquence et aux arts de la guerre ; la danse a gardé leur nom.

## Ce que l’on voit

Les danseurs portent une coiffe à longue crinière de fibres claires, des grelots aux jambes (*amayugi*) et des écharpes, et tiennent une lance (*icumu*) et un bouclier (*ingabo*). Ils bondissent haut, frappent le sol en rythme avec les tambours et se déplacent en formation serrée. Leur visage reste fier et calme.

## Avec les tambours

Les Intore dansent avec l’ensemble de tambours : les tambourinaires donnent le rythme et les grelots des danseurs y ajoutent le leur. Un meneur annonce les changements et la troupe suit aussitôt.

## Aujourd’hui

Des troupes d’Intore se produisent aux fêtes nationales, aux mariages, dans les festivals et pour les visiteurs. La danse s’enseigne aux enfants et aux jeunes dans tout le Rwanda.`,

    "The women's dance and the cattle": `## Umushagiriro

Dans l’**umushagiriro**, les femmes dansent avec des mouvements lents et fluides, les bras levés et arrondis. Les bras évoquent les longues cornes en forme de lyre des **Inyambo**, les vaches aux longues cornes autrefois gardées à la cour royale.

## Le bétail dans la culture rwandaise

Les vaches étaient une richesse, un don entre familles et une mesure de l’amitié : *inka* (vache) apparaît dans les noms, les proverbes, les chants et les poèmes. Les Inyambo étaient admirées pour leur beauté et défilaient, parées, au son de chants de louange.

## Des chants avec la danse

La danse s’accompagne de chants, souvent chantés par les danseuses elles-mêmes et rythmés de battements de mains, plutôt que de toute la puissance des tambours.

## Danses régionales

D’autres régions ont leurs propres danses ; l’**ikinimba**, par exemple, se danse dans le nord. Chacune a ses pas, ses chants et ses occasions.`,

    "Watching and learning with respect": `## En spectateur

Applaudissez à la fin d’une pièce, pas pendant. Photos et vidéos sont en général bienvenues lors des spectacles publics ; demandez avant de filmer une cérémonie privée comme un mariage.

## Apprendre

Des troupes et des centres culturels, à Kigali et ailleurs, enseignent l’Intore et d’autres danses. Commencez par la posture et le jeu de pieds ; les sauts viendront plus tard.

## Costumes et objets

Les costumes, boucliers et lances font partie du spectacle. Ne les prenez pas sans demander, et ne portez pas le costume d’un danseur pour plaisanter.

## Musique et mémoire

Ces arts portent la mémoire du Rwanda. Les apprendre, même un peu, c’est une manière d’écouter celles et ceux qui les font vivre.`,
  },
};
