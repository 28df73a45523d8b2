import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

export default function Page() {
  return <PlaceholderPage title="home-page" />;
}
