import { PlaceholderPage } from "../../components/layout/placeholder-page.tsx";

/** Placeholder: the e-learning issue gives /elearning/* its screens. */
export default function ElearningPage() {
  return (
    <PlaceholderPage title="E-Learning">
      Learn all about Rwandan &amp; African culture, language and reading.
    </PlaceholderPage>
  );
}
