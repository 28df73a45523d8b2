/**
 * The rights URI of a record (IIIF Presentation 3's `rights`, OAI-PMH's dc:rights and
 * dcterms:license; decision 247): a RightsStatements.org statement or a Creative Commons license
 * or tool, the only values IIIF allows and the ones aggregators (Europeana) require, in the
 * canonical form the two publish (http, `vocab` not `page`, a trailing slash). Found written as a
 * URI in a rights text, or else read from the prose institutions write: "CC BY-NC 4.0",
 * "Creative Commons Attribution-ShareAlike 4.0", "CC0", "Public Domain Mark", "all rights
 * reserved", "In Copyright", "No Copyright".
 */

const URI =
  /^https?:\/\/(rightsstatements\.org\/(vocab|page)\/[A-Za-z-]+\/1\.0|creativecommons\.org\/(licenses\/[a-z-]+\/\d\.\d|publicdomain\/(zero\/1\.0|mark\/1\.0)))\/?/;

/** The six Creative Commons licenses by their elements, as written in short or in full. */
const CC_SHORT = /\bCC[\s-]+(BY(?:[\s-]+(?:NC|SA|ND)){0,2})(?:[\s-]+(\d\.\d))?\b/i;
const CC_LONG =
  /\bCreative Commons\s+Attribution((?:[\s-]+(?:Non-?Commercial|Share-?Alike|No-?Deriv(?:ative)?s))*)(?:[\s-]+(?:International\s+)?(?:License\s+)?(\d\.\d))?/i;

/**
 * Prose for the public domain and for RightsStatements.org's statements, first match wins;
 * anchored at the start where a negation could come first ("not in the public domain").
 */
const STATEMENTS: [RegExp, string][] = [
  [/\bCC0\b|\bCC[\s-]+Zero\b|\bpublic domain dedication\b/i, "creativecommons.org/publicdomain/zero/1.0"],
  [
    /\bpublic domain mark\b|^\s*(?:public domain|no known copyright)\b/i,
    "creativecommons.org/publicdomain/mark/1.0",
  ],
  [/^\s*in copyright\b.*\beducational use permitted\b/i, "rightsstatements.org/vocab/InC-EDU/1.0"],
  [/^\s*in copyright\b.*\bnon-?commercial use permitted\b/i, "rightsstatements.org/vocab/InC-NC/1.0"],
  [
    /\ball rights reserved\b|^\s*in copyright\b|\btous droits réservés\b/i,
    "rightsstatements.org/vocab/InC/1.0",
  ],
  [/\bcopyright not evaluated\b/i, "rightsstatements.org/vocab/CNE/1.0"],
  [/\bcopyright undetermined\b/i, "rightsstatements.org/vocab/UND/1.0"],
  [/\bno copyright\b.*\bunited states\b/i, "rightsstatements.org/vocab/NoC-US/1.0"],
  [/\bno copyright\b.*\bnon-?commercial use only\b/i, "rightsstatements.org/vocab/NoC-NC/1.0"],
  [/\bno copyright\b.*\bcontractual restrictions\b/i, "rightsstatements.org/vocab/NoC-CR/1.0"],
  [/\bno copyright\b.*\bother known legal restrictions\b/i, "rightsstatements.org/vocab/NoC-OKLR/1.0"],
];

export function rightsUri(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    for (const word of text.split(/\s+/)) {
      const match = URI.exec(word.replace(/^[(<[]+/, "").replace(/[)>\].,;]+$/, ""));
      if (match)
        return `http://${match[1]!.replace("rightsstatements.org/page/", "rightsstatements.org/vocab/")}/`;
    }
  }
  for (const text of texts) {
    const license = creativeCommons(text);
    if (license) return license;
    const statement = STATEMENTS.find(([pattern]) => pattern.test(text));
    if (statement) return `http://${statement[1]}/`;
  }
  return undefined;
}

/** A Creative Commons license named in prose; version 4.0 when none is written (the current one). */
function creativeCommons(text: string): string | undefined {
  const short = CC_SHORT.exec(text);
  if (short)
    return ccUri(
      short[1]!
        .toLowerCase()
        .split(/[\s-]+/)
        .slice(1),
      short[2],
    );
  const long = CC_LONG.exec(text);
  if (!long) return undefined;
  const parts = (long[1] ?? "").toLowerCase();
  const elements = [
    ...(/non-?commercial/.test(parts) ? ["nc"] : []),
    ...(/share-?alike/.test(parts) ? ["sa"] : []),
    ...(/no-?deriv/.test(parts) ? ["nd"] : []),
  ];
  return ccUri(elements, long[2]);
}

function ccUri(elements: string[], version = "4.0"): string | undefined {
  const order = ["nc", "sa", "nd"].filter((element) => elements.includes(element));
  // SA and ND together is no license.
  if (order.includes("sa") && order.includes("nd")) return undefined;
  return `http://creativecommons.org/licenses/${["by", ...order].join("-")}/${version}/`;
}
