import type { messages as english } from "@heritage/domain/messages";
import { accountMessages } from "@heritage/domain/messages/account";
import { adminMessages } from "@heritage/domain/messages/admin";
import { authMessages } from "@heritage/domain/messages/auth";
import { catalogMessages } from "@heritage/domain/messages/catalog";
import { communityMessages } from "@heritage/domain/messages/community";
import { learningMessages } from "@heritage/domain/messages/learning";
import { mediaMessages } from "@heritage/domain/messages/media";
import { offersMessages } from "@heritage/domain/messages/offers";
import { ordersMessages } from "@heritage/domain/messages/orders";
import { paymentsMessages } from "@heritage/domain/messages/payments";
import { protocolsMessages } from "@heritage/domain/messages/protocols";
import { repositoryMessages } from "@heritage/domain/messages/repository";
import { reviewsMessages } from "@heritage/domain/messages/reviews";
import { sellingMessages } from "@heritage/domain/messages/selling";
import { commonMessages } from "./areas/common.ts";
import { marketMessages } from "./areas/market.ts";
import { messageArea } from "./message-areas.ts";

export { localizeMessage } from "./message-areas.ts";

/**
 * The shared messages (product §5, §8) in the active language, every area at once; English is the source
 * in packages/domain. The market's first screen imports only its areas (./areas/) to stay small.
 */
export const messages: typeof english = {
  ...messageArea(authMessages, {
    rw: () => import("@heritage/domain/messages/auth.rw"),
    fr: () => import("@heritage/domain/messages/auth.fr"),
  }),
  ...messageArea(catalogMessages, {
    rw: () => import("@heritage/domain/messages/catalog.rw"),
    fr: () => import("@heritage/domain/messages/catalog.fr"),
  }),
  ...messageArea(adminMessages, {
    rw: () => import("@heritage/domain/messages/admin.rw"),
    fr: () => import("@heritage/domain/messages/admin.fr"),
  }),
  ...marketMessages,
  ...messageArea(ordersMessages, {
    rw: () => import("@heritage/domain/messages/orders.rw"),
    fr: () => import("@heritage/domain/messages/orders.fr"),
  }),
  ...messageArea(paymentsMessages, {
    rw: () => import("@heritage/domain/messages/payments.rw"),
    fr: () => import("@heritage/domain/messages/payments.fr"),
  }),
  ...messageArea(offersMessages, {
    rw: () => import("@heritage/domain/messages/offers.rw"),
    fr: () => import("@heritage/domain/messages/offers.fr"),
  }),
  ...messageArea(accountMessages, {
    rw: () => import("@heritage/domain/messages/account.rw"),
    fr: () => import("@heritage/domain/messages/account.fr"),
  }),
  ...messageArea(mediaMessages, {
    rw: () => import("@heritage/domain/messages/media.rw"),
    fr: () => import("@heritage/domain/messages/media.fr"),
  }),
  ...messageArea(protocolsMessages, {
    rw: () => import("@heritage/domain/messages/protocols.rw"),
    fr: () => import("@heritage/domain/messages/protocols.fr"),
  }),
  ...messageArea(repositoryMessages, {
    rw: () => import("@heritage/domain/messages/repository.rw"),
    fr: () => import("@heritage/domain/messages/repository.fr"),
  }),
  ...messageArea(reviewsMessages, {
    rw: () => import("@heritage/domain/messages/reviews.rw"),
    fr: () => import("@heritage/domain/messages/reviews.fr"),
  }),
  ...messageArea(communityMessages, {
    rw: () => import("@heritage/domain/messages/community.rw"),
    fr: () => import("@heritage/domain/messages/community.fr"),
  }),
  ...messageArea(sellingMessages, {
    rw: () => import("@heritage/domain/messages/selling.rw"),
    fr: () => import("@heritage/domain/messages/selling.fr"),
  }),
  ...messageArea(learningMessages, {
    rw: () => import("@heritage/domain/messages/learning.rw"),
    fr: () => import("@heritage/domain/messages/learning.fr"),
  }),
  ...commonMessages,
};
