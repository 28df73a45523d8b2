import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

/**
 * Placeholder for the admin dashboard. This chunk is requested only when the stored user type is
 * 'admin' (AdminOnly in app/guards.tsx), so shoppers never download the admin portal.
 */
export default function AdminEntry() {
  return (
    <main id="main">
      <PlaceholderPage title="Admin Dashboard">
        Products, categories and customers are managed here.
      </PlaceholderPage>
    </main>
  );
}
