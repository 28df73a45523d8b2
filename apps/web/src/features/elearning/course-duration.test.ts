import { afterEach, describe, expect, it } from "vitest";
import { sharedTexts } from "../../components/shared-texts.ts";
import { switchLanguage } from "../../lib/i18n/language.ts";
import { courseDuration } from "./course-duration.ts";

afterEach(() => switchLanguage("en", { remember: false }));

describe("words of an English course record and a carousel, in the reader's language", () => {
  it("says 'N weeks' and the like in rw and fr, and leaves any other text as written", async () => {
    expect(["2 weeks", "1 week", "3 Days", "Self-paced"].map(courseDuration)).toEqual([
      "2 weeks",
      "1 week",
      "3 days",
      "Self-paced",
    ]);
    await switchLanguage("fr", { remember: false });
    expect(["2 weeks", "1 week", "6 months", "4 semaines"].map(courseDuration)).toEqual([
      "2 semaines",
      "1 semaine",
      "6 mois",
      "4 semaines",
    ]);
    expect(sharedTexts.ui.slideOf(1, 4)).toBe("1 sur 4");
    await switchLanguage("rw", { remember: false });
    expect(["2 weeks", "1 week", "10 hours"].map(courseDuration)).toEqual([
      "Ibyumweru 2",
      "Icyumweru 1",
      "Amasaha 10",
    ]);
    expect(sharedTexts.ui.slideOf(1, 4)).toBe("1 muri 4");
  });
});
