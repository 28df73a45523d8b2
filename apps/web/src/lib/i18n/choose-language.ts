import type { User } from "@heritage/domain/auth";
import type { Language } from "@heritage/domain/languages";
import { api } from "../api-client.ts";
import { getAccessToken } from "../session.ts";
import { activeLanguage, switchLanguage } from "./language.ts";

/** Saves the language on the account, so that it follows the person to another device. */
async function saveOnAccount(language: Language): Promise<void> {
  if (!getAccessToken()) return;
  // Not saved is not lost: the choice stays in this browser and is sent again at the next switch.
  await api.patch("/users/me/", { language }).catch(() => undefined);
}

/** The switcher's choice: applied at once, kept in this browser and on the account when signed in. */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  await saveOnAccount(language);
}

/** After signing in: the account's language wins; an account without one takes this browser's. */
export async function adoptAccountLanguage(user: Pick<User, "language">): Promise<void> {
  if (user.language) {
    if (user.language !== activeLanguage()) await switchLanguage(user.language);
  } else await saveOnAccount(activeLanguage());
}
