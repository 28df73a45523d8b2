import { accountMessages } from "./messages/account.ts";
import { adminMessages } from "./messages/admin.ts";
import { authMessages } from "./messages/auth.ts";
import { catalogMessages } from "./messages/catalog.ts";
import { commonMessages } from "./messages/common.ts";
import { communityMessages } from "./messages/community.ts";
import { learningMessages } from "./messages/learning.ts";
import { marketMessages } from "./messages/market.ts";
import { mediaMessages } from "./messages/media.ts";
import { offersMessages } from "./messages/offers.ts";
import { ordersMessages } from "./messages/orders.ts";
import { paymentsMessages } from "./messages/payments.ts";
import { protocolsMessages } from "./messages/protocols.ts";
import { repositoryMessages } from "./messages/repository.ts";
import { reviewsMessages } from "./messages/reviews.ts";
import { sellingMessages } from "./messages/selling.ts";

/**
 * Every text a user reads from validation or errors (product §5 and §8), written once. Each area's
 * texts live in messages/<area>.ts with their translations beside them (<area>.rw.ts, <area>.fr.ts);
 * a caller that shows one area may import only that area (the web app's first screens do, to stay small).
 */
export const messages = {
  ...authMessages,
  ...catalogMessages,
  ...adminMessages,
  ...marketMessages,
  ...ordersMessages,
  ...paymentsMessages,
  ...offersMessages,
  ...accountMessages,
  ...mediaMessages,
  ...repositoryMessages,
  ...reviewsMessages,
  ...protocolsMessages,
  ...communityMessages,
  ...sellingMessages,
  ...learningMessages,
  ...commonMessages,
} as const;
