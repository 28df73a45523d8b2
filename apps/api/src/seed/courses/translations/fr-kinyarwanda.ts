import type { CourseTranslation } from "./types.ts";

/** « Le kinyarwanda pour débutants » en français : les exemples restent en kinyarwanda. */
export const FR_KINYARWANDA: CourseTranslation = {
  lessons: {
    "Muraho and Amakuru?": `## Muraho : bonjour à toute heure

**Muraho** est la salutation que l’on peut employer à tout moment de la journée, avec tout le monde. Elle vient du verbe *kuramuka* et de l’idée d’être en bonne santé : vous souhaitez du bien à la personne.

On s’arrête rarement à *muraho*. La question suivante est presque toujours :

- **Amakuru?** — *Quelles nouvelles ?*, c’est-à-dire *Comment allez-vous ?*
- **Ni meza.** — *C’est bien*, *Je vais bien.*
- **Ni meza, namwe?** — *Bien, et vous ?*

## Une personne ou plusieurs

Le kinyarwanda distingue si l’on parle à une personne ou à plusieurs, et la forme du pluriel (*mu-*) est aussi la manière respectueuse de s’adresser à un aîné ou à quelqu’un que l’on ne connaît pas. Les débutants ne risquent rien avec les formes du pluriel : elles ne sont jamais impolies.

| À plusieurs personnes, ou avec respect | À une personne que l’on connaît bien |
| --- | --- |
| Muraho | Uraho |
| Amakuru yanyu? | Amakuru yawe? |

## Un premier échange

> — Muraho!
> — Muraho! Amakuru?
> — Ni meza, namwe?
> — Ni meza cyane.

*Cyane* signifie *très*, *beaucoup* : **ni meza cyane**, *très bien*.`,

    "Morning and afternoon": `## Mwaramutse : bonjour le matin

Du réveil jusque vers midi, on se salue par **mwaramutse** (*avez-vous bien passé la nuit ?*). À une personne que l’on connaît bien : **waramutse**.

La réponse habituelle reprend la salutation ou ajoute *neza*, *bien* :

- **Mwaramutse!** — **Mwaramutse neza!**
- **Waramutse?** — **Yego, waramutse?** (*Oui, et toi ?*)

## Mwiriwe : bon après-midi et bonsoir

Après midi, la salutation devient **mwiriwe** (*avez-vous bien passé la journée ?*), et elle vaut jusqu’à la nuit. À une personne : **wiriwe**.

## Laquelle maintenant ?

Les Rwandais prennent l’heure au sérieux : *mwaramutse* à quatre heures de l’après-midi sonne bizarrement, comme *bonjour* à minuit en français. Dans le doute, **muraho** convient toujours.

| Moment | Respectueux ou pluriel | Singulier familier |
| --- | --- | --- |
| Matin | Mwaramutse | Waramutse |
| Après-midi, soir | Mwiriwe | Wiriwe |
| À toute heure | Muraho | Uraho |`,

    "Taking leave": `## Partir pendant la journée

Quand vous quittez quelqu’un le matin, souhaitez-lui une bonne fin de journée : **mwirirwe** (*passez bien la journée*). À une personne : **wirirwe**.

## Partir le soir

Le soir, on souhaite une bonne nuit : **muramuke** (*passez bien la nuit*). À une personne : **uramuke**. Vous entendrez aussi **ijoro ryiza**, *bonne nuit*.

## Au revoir pour longtemps

**Murabeho** (*restez bien*) est un adieu pour une séparation plus longue : quelqu’un qui voyage, la fin d’un séjour. À une personne : **urabeho**.

## Se revoir

- **Tuzongera kubonana.** — *Nous nous reverrons.*
- **Ni aho ejo.** — *À demain.*

Remarquez la logique : *mwaramutse* / *mwirirwe*, *mwiriwe* / *muramuke*. La salutation porte sur le temps écoulé ; le congé souhaite du bien pour le temps à venir.`,

    "Thank you, sorry, yes and no": `## Remercier

- **Murakoze** — *merci* (pluriel ou respectueux) ; **urakoze** à une personne que l’on connaît bien.
- **Murakoze cyane** — *merci beaucoup*.
- On répond souvent **nta kibazo** — *pas de problème* — ou simplement par un sourire.

## S’excuser et compatir

- **Mumbabarire** — *pardonnez-moi*, *excusez-moi* (à une personne que l’on connaît bien : **mbabarira**).
- **Mwihangane** — *patience*, *désolé* : se dit quand quelqu’un attend, ou pour partager un malheur.

## Demander

- **Ndabinginze** — *s’il vous plaît*, *je vous en prie* (à une personne : **ndakwinginze**). Les Rwandais adoucissent souvent une demande par une forme polie du verbe plutôt que par un mot pour *s’il vous plaît*.

## Oui et non

- **Yego** — *oui*.
- **Oya** — *non*.
- **Ntabwo** ouvre beaucoup de phrases négatives : **Ntabwo mbizi** — *Je ne sais pas*.`,

    "Saying who you are": `## Votre nom

- **Nitwa Aline.** — *Je m’appelle Aline* (mot à mot *je suis appelée Aline*).
- **Mwitwa nde?** — *Comment vous appelez-vous ?* (respectueux) ; **witwa nde?** à une personne que l’on connaît bien. *Nde* signifie *qui*.

## Où vous habitez et d’où vous venez

- **Ntuye i Kigali.** — *J’habite à Kigali.* (*gutura*, habiter, résider)
- **Mutuye he?** — *Où habitez-vous ?* (*he* signifie *où*)
- **Nkomoka i Huye.** — *Je viens de Huye.* (*gukomoka*, être originaire de)
- **Ndi Umunyarwanda / Umunyarwandakazi.** — *Je suis Rwandais / Rwandaise.*

## Enchanté

**Nishimiye kubamenya** — *je suis heureux de vous connaître* (respectueux) ; **nishimiye kukumenya** à une personne.

## Un court dialogue

> — Muraho! Nitwa Eric. Mwitwa nde?
> — Nitwa Grace. Nishimiye kukumenya, Eric.
> — Nanjye. Utuye he?
> — Ntuye i Musanze.

*Nanjye* signifie *moi aussi*.`,

    "How Kinyarwanda sounds and is written": `## Chaque lettre se prononce

L’orthographe du kinyarwanda est régulière : chaque lettre se prononce et les mots se lisent comme ils s’écrivent. Les cinq voyelles sonnent comme en espagnol ou en italien : **a**, **e** (comme dans *fête*), **i**, **o**, **u** (comme *ou* dans *fou*).

## Les lettres qui surprennent un francophone

- **c** se prononce toujours *tch* comme dans *tchèque* : **icyenda** (neuf).
- **j** est un *j* doux, proche du *j* de *jour*.
- **r** et **l** sont un seul son en kinyarwanda ; on l’écrit **r** (le *l* écrit est rare, surtout dans les mots empruntés).
- Des groupes comme **cy**, **shy**, **rw**, **nyw** forment chacun un seul son : **Rwanda**, **cyane**.
- **u** se dit toujours *ou* : **umuntu** se lit *oumountou*.

## Quand deux voyelles se rencontrent

Quand un mot finissant par une voyelle rencontre un mot commençant par une voyelle, la première tombe et une apostrophe le montre :

- **na** (*et*) + **umugabo** (*homme*) → **n’umugabo**
- **na** + **abana** (*enfants*) → **n’abana**

L’apostrophe se tape ’ ou ', et certains écrivent la forme pleine **na umugabo** : tout cela se comprend, et les quiz de ce cours acceptent chacune de ces formes.

## Les tons

Le kinyarwanda a des tons hauts et bas qui peuvent changer le sens, mais ils ne s’écrivent pas. Seule l’écoute permet de les apprendre : répétez à voix haute les mots des personnes que vous entendez.`,

    "Counting from one to ten and beyond": `## De un à dix

| | Pour compter | | Pour compter |
| --- | --- | --- | --- |
| 1 | rimwe | 6 | gatandatu |
| 2 | kabiri | 7 | karindwi |
| 3 | gatatu | 8 | umunani |
| 4 | kane | 9 | icyenda |
| 5 | gatanu | 10 | icumi |

Ce sont les formes employées pour compter à voix haute. Avec un nom, le nombre s’accorde avec lui, comme un adjectif : **abana babiri** (*deux enfants*), **inka eshatu** (*trois vaches*). Pour l’instant, apprenez les formes pour compter ; l’accord viendra avec la pratique.

## Dizaines, centaines, milliers

- **makumyabiri** — 20 (*deux dizaines*) ; **mirongo itatu** — 30 ; **mirongo ine** — 40
- **ijana** — 100 ; **magana abiri** — 200
- **igihumbi** — 1 000 ; **ibihumbi bibiri** — 2 000

Les prix en francs rwandais se disent en milliers : **amafaranga igihumbi**, c’est 1 000 francs.`,

    "At the market": `## Demander le prix

- **Ni angahe?** — *C’est combien ?*
- **Ibi ni amafaranga angahe?** — *Combien de francs pour ceci ?*
- **Ni amafaranga ibihumbi bibiri.** — *C’est deux mille francs.*

## Marchander poliment

Sur les marchés en plein air, le premier prix est souvent un point de départ. On marchande aimablement et sans se presser ; saluer d’abord est indispensable.

- **Birahenze.** — *C’est cher.*
- **Mugabanye gato.** — *Baissez un peu.*
- **Ndashaka ibi.** — *Je veux ceci.*
- **Ndabitwaye.** — *Je les prends.*

## Mots utiles

**isoko** (*marché*), **amafaranga** (*argent, francs*), **imboga** (*légumes*), **imbuto** (*fruits*), **igitebo** (*panier*), **umucuruzi** (*commerçant*).

Dans les boutiques aux prix affichés, et pour les pièces d’artisanat des coopératives, le prix est en général fixe : demandez avant de marchander.`,

    "Family words": `## Parents et enfants

- **umubyeyi** — *parent* ; **ababyeyi** — *parents*
- **data** — *mon père* ; **mama** — *ma mère*
- **umwana** — *enfant* ; **abana** — *enfants*

Remarquez la paire *umu- / aba-* : elle marque une personne ou plusieurs, comme dans **umuntu / abantu** (*personne / gens*).

## Frères et sœurs

Le kinyarwanda nomme les frères et sœurs selon l’âge et selon qu’ils sont du même sexe que celui qui parle :

- **mukuru wanjye** — *mon aîné du même sexe que moi*
- **murumuna wanjye** — *mon cadet du même sexe que moi*
- **mushiki wanjye** — *ma sœur* (dit par un homme)
- **musaza wanjye** — *mon frère* (dit par une femme)

## Grands-parents

- **sogokuru** — *mon grand-père* ; **nyogokuru** — *ma grand-mère*

*Wanjye* signifie *mon*, *le mien* : **umwana wanjye**, *mon enfant*.`,
  },
};
