import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

/** Placeholder: the repository issue gives /resources/* its screens (gallery, museums...). */
export default function ResourcesPage() {
  return (
    <PlaceholderPage title="Digital Repository">
      Galleries, libraries, museums and archives of Rwandan and African heritage.
    </PlaceholderPage>
  );
}
