import { describe, expect, it } from "vitest";
import { ALL_RIGHTS, BY_NC, COMMUNITY } from "../../../seed/content-artwork-rights.ts";
import { rightsUri } from "./rights-uri.ts";

describe("rightsUri", () => {
  it("finds a RightsStatements.org or Creative Commons URI in canonical form", () => {
    expect(rightsUri(["In copyright: https://rightsstatements.org/page/InC/1.0/?language=en"])).toBe(
      "http://rightsstatements.org/vocab/InC/1.0/",
    );
    expect(rightsUri(["CC BY-SA (https://creativecommons.org/licenses/by-sa/4.0)."])).toBe(
      "http://creativecommons.org/licenses/by-sa/4.0/",
    );
    expect(rightsUri(["http://creativecommons.org/publicdomain/zero/1.0/"])).toBe(
      "http://creativecommons.org/publicdomain/zero/1.0/",
    );
  });

  it("prefers a written URI to the prose around it", () => {
    expect(rightsUri(["All rights reserved", "http://rightsstatements.org/vocab/NoC-US/1.0/"])).toBe(
      "http://rightsstatements.org/vocab/NoC-US/1.0/",
    );
  });

  it("reads the prose institutions write (decision 247)", () => {
    const cases: [string, string][] = [
      ["Shared under CC BY-NC 4.0; no commercial use.", "http://creativecommons.org/licenses/by-nc/4.0/"],
      ["cc by 3.0", "http://creativecommons.org/licenses/by/3.0/"],
      ["CC-BY-NC-SA", "http://creativecommons.org/licenses/by-nc-sa/4.0/"],
      ["CC BY SA ND", ""],
      [
        "Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International",
        "http://creativecommons.org/licenses/by-nc-nd/4.0/",
      ],
      ["Creative Commons Attribution-ShareAlike 4.0", "http://creativecommons.org/licenses/by-sa/4.0/"],
      ["Dedicated to the public domain (CC0)", "http://creativecommons.org/publicdomain/zero/1.0/"],
      ["Public domain", "http://creativecommons.org/publicdomain/mark/1.0/"],
      ["© Ethnographic Museum, all rights reserved", "http://rightsstatements.org/vocab/InC/1.0/"],
      ["Tous droits réservés", "http://rightsstatements.org/vocab/InC/1.0/"],
      ["In Copyright - Educational Use Permitted", "http://rightsstatements.org/vocab/InC-EDU/1.0/"],
      ["Copyright not evaluated", "http://rightsstatements.org/vocab/CNE/1.0/"],
      ["No Copyright - United States", "http://rightsstatements.org/vocab/NoC-US/1.0/"],
    ];
    for (const [text, uri] of cases) expect(rightsUri([text]), text).toBe(uri || undefined);
  });

  it("maps the demo's own rights texts, and leaves what names no license alone", () => {
    expect(rightsUri([BY_NC])).toBe("http://creativecommons.org/licenses/by-nc/4.0/");
    expect(rightsUri([COMMUNITY])).toBe("http://creativecommons.org/licenses/by-sa/4.0/");
    expect(rightsUri([ALL_RIGHTS])).toBe("http://rightsstatements.org/vocab/InC/1.0/");
    expect(rightsUri(["Ask the museum before reuse", "https://example.org/licence"])).toBeUndefined();
    expect(rightsUri(["Not in the public domain; not in copyright either?"])).toBeUndefined();
    expect(rightsUri([])).toBeUndefined();
  });
});
