import account from "../messages/account.rw.ts";
import admin from "../messages/admin.rw.ts";
import auth from "../messages/auth.rw.ts";
import catalog from "../messages/catalog.rw.ts";
import common from "../messages/common.rw.ts";
import community from "../messages/community.rw.ts";
import learning from "../messages/learning.rw.ts";
import market from "../messages/market.rw.ts";
import media from "../messages/media.rw.ts";
import offers from "../messages/offers.rw.ts";
import orders from "../messages/orders.rw.ts";
import payments from "../messages/payments.rw.ts";
import protocols from "../messages/protocols.rw.ts";
import repository from "../messages/repository.rw.ts";
import reviews from "../messages/reviews.rw.ts";
import selling from "../messages/selling.rw.ts";
import type { messages } from "../messages.ts";
import type { Translation } from "./translation.ts";

/**
 * Kinyarwanda texts of ../messages.ts: its areas' translations together (each in ../messages/<area>.rw.ts).
 */
const rw: Translation<typeof messages> = {
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
export default rw;
