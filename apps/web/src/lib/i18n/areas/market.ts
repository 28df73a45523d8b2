import { marketMessages as english } from "@heritage/domain/messages/market";
import { messageArea } from "../message-areas.ts";

/** The market's shared messages (listings, search, stock, cart, wishlist) alone, for its first screen. */
export const marketMessages = messageArea(english, {
  rw: () => import("@heritage/domain/messages/market.rw"),
  fr: () => import("@heritage/domain/messages/market.fr"),
});
