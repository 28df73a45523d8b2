import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

/** Placeholder for the admin sign-in (SPEC §2 'Admin Portal'); the admin issue replaces it. */
export default function AdminLoginPage() {
  return (
    <main id="main">
      <PlaceholderPage title="Admin Portal">Sign in to manage the marketplace.</PlaceholderPage>
    </main>
  );
}
