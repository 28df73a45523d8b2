import { SECTION_LABELS } from "../admin-texts.ts";
import { ComingSoon } from "../shared/coming-soon.tsx";

/** The settings section: 'Coming Soon' until its issue replaces this file. */
export default function SettingsSection() {
  return <ComingSoon title={SECTION_LABELS.settings} />;
}
