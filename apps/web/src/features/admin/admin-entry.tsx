import { AdminShell } from "./shell/admin-shell.tsx";

/**
 * The admin portal's entry chunk. It is requested only when the stored user type is 'admin'
 * (AdminOnly in app/guards.tsx), so shoppers never download the admin portal.
 */
export default function AdminEntry() {
  return <AdminShell />;
}
