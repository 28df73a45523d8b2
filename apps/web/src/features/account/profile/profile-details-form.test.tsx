import type { User } from "@heritage/domain/auth";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../lib/i18n/messages.ts";
import { startSession } from "../../../lib/session.ts";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { ProfileDetailsForm } from "./profile-details-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const user: User = {
  id: 7,
  username: "keza",
  email: "keza@example.rw",
  first_name: "Keza",
  last_name: "Mugisha",
  type: "user",
  avatar: null,
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("profile details form", () => {
  for (const [status, detail] of [
    [429, messages.media.tooManyUploads],
    [503, messages.media.storeUnavailable],
  ] as const) {
    it(`shows the server's reason under the picture when an upload is refused with ${status}`, async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => jsonResponse(status, { detail })),
      );
      startSession({ access: "a", refresh: "r", user: { username: "keza", type: "user" }, remember: false });
      const view = renderRoute(<ProfileDetailsForm user={user} />, { path: "/profile" });
      await view.user.upload(
        screen.getByLabelText("Profile picture"),
        new File([PNG], "me.png", { type: "image/png" }),
      );
      await view.user.click(screen.getByRole("button", { name: "Save Changes" }));
      expect(await screen.findByText(detail)).toBeInTheDocument();
      expect(screen.queryByText(messages.profile.updateFailed)).not.toBeInTheDocument();
    });
  }
});
