import { commonMessages as english } from "@heritage/domain/messages/common";
import { messageArea } from "../message-areas.ts";

/** The messages every screen may show (language names, "Not yet translated", network errors) alone. */
export const commonMessages = messageArea(english, {
  rw: () => import("@heritage/domain/messages/common.rw"),
  fr: () => import("@heritage/domain/messages/common.fr"),
});
