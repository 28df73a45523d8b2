import { type FirstCardsTexts, firstCardsTextsIn } from "@heritage/domain/first-cards-texts";
import type { Translation } from "@heritage/domain/i18n/translation";
import { describe, expect, it } from "vitest";
import sharedFr from "../../components/shared-texts.fr.ts";
import sharedRw from "../../components/shared-texts.rw.ts";
import { type SharedTextsSource, sharedTexts } from "../../components/shared-texts.ts";
import marketFr from "./market-texts.fr.ts";
import marketRw from "./market-texts.rw.ts";
import { type MarketTextsSource, marketTexts } from "./market-texts.ts";

/**
 * Decision 183: the server draws /market's first cards with texts of its own (the API cannot import the
 * web app's catalogs). They must read exactly as the app's cards, which replace them, in every language.
 */
type AppTexts = {
  market: Translation<MarketTextsSource>["market"];
  ui: Translation<SharedTextsSource>["ui"];
};
const appTexts: Record<"en" | "rw" | "fr", AppTexts> = {
  en: { market: marketTexts, ui: sharedTexts.ui },
  rw: { market: marketRw.market, ui: sharedRw.ui },
  fr: { market: marketFr.market, ui: sharedFr.ui },
};

function asServer({ market, ui }: AppTexts): FirstCardsTexts {
  return {
    recommended: market.recommended,
    recommendedNote: market.recommendedNote,
    featured: market.featured,
    viewDetails: market.viewDetails,
    addToCart: market.addToCart,
    wasPrice: ui.wasPrice,
    percentOff: ui.percentOff,
    noReviews: ui.noReviews,
    noRating: ui.noRating,
    rated: ui.rated,
    ratedWithReviews: ui.ratedWithReviews,
  };
}

/** Functions compared by what they write for the same values. */
function written(texts: FirstCardsTexts) {
  return {
    ...texts,
    viewDetails: texts.viewDetails("Agaseke"),
    rated: texts.rated("4.5"),
    ratedWithReviews: [texts.ratedWithReviews("4.5", 1), texts.ratedWithReviews("4.5", 12)],
  };
}

describe("the server's first-card texts", () => {
  it.each(["en", "rw", "fr"] as const)("are the app's card texts in %s", (language) => {
    expect(written(firstCardsTextsIn(language))).toEqual(written(asServer(appTexts[language])));
  });
});
