import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

export default function ProfilePage() {
  return <PlaceholderPage title="Profile">Your account details.</PlaceholderPage>;
}
