import type { RefObject } from "react";
import { messages } from "../../lib/i18n/messages.ts";
import { useLogout } from "../../lib/use-logout.ts";
import { sharedTexts } from "../shared-texts.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/** product §4: 'Are you sure you want to log out?', then revoke, clear and go to /login. */
export function LogoutDialog({
  open,
  onOpenChange,
  redirectTo = "/login",
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirectTo?: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { logout, pending } = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.auth.logoutConfirm}
      description={sharedTexts.account.logoutNote}
      confirmLabel={sharedTexts.account.logOut}
      pendingLabel={sharedTexts.account.loggingOut}
      pending={pending}
      returnFocusTo={returnFocusTo}
      onConfirm={async () => {
        await logout(redirectTo);
        onOpenChange(false);
      }}
    />
  );
}
