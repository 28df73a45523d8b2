import account from "../messages/account.fr.ts";
import admin from "../messages/admin.fr.ts";
import auth from "../messages/auth.fr.ts";
import catalog from "../messages/catalog.fr.ts";
import common from "../messages/common.fr.ts";
import community from "../messages/community.fr.ts";
import learning from "../messages/learning.fr.ts";
import market from "../messages/market.fr.ts";
import media from "../messages/media.fr.ts";
import offers from "../messages/offers.fr.ts";
import orders from "../messages/orders.fr.ts";
import payments from "../messages/payments.fr.ts";
import protocols from "../messages/protocols.fr.ts";
import repository from "../messages/repository.fr.ts";
import reviews from "../messages/reviews.fr.ts";
import selling from "../messages/selling.fr.ts";
import type { messages } from "../messages.ts";
import type { Translation } from "./translation.ts";

/** French texts of ../messages.ts: its areas' translations together (each in ../messages/<area>.fr.ts). */
const fr: Translation<typeof messages> = {
  ...auth,
  ...catalog,
  ...admin,
  ...market,
  ...orders,
  ...payments,
  ...offers,
  ...account,
  ...media,
  ...repository,
  ...reviews,
  ...protocols,
  ...community,
  ...selling,
  ...learning,
  ...common,
};
export default fr;
