import { messages } from "@heritage/domain/messages";
import { useLogout } from "../../lib/use-logout.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/** SPEC §4: 'Are you sure you want to log out?', then revoke, clear and go to /login. */
export function LogoutDialog({
  open,
  onOpenChange,
  redirectTo = "/login",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  redirectTo?: string;
}) {
  const { logout, pending } = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.auth.logoutConfirm}
      description="You will need to sign in again to see your cart and orders."
      confirmLabel="Log out"
      pendingLabel="Logging out..."
      pending={pending}
      onConfirm={async () => {
        await logout(redirectTo);
        onOpenChange(false);
      }}
    />
  );
}
