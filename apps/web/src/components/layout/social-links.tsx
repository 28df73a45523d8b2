import { footerTexts } from "./footer-texts.ts";

/**
 * Simple glyphs drawn here: the icon set has no brand logos, and nothing may load from elsewhere.
 * The platform has no accounts on these networks yet, so, like the app-store badges, the icons say
 * 'coming soon' instead of linking to a network's home page.
 */
const SOCIALS = [
  {
    name: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z",
  },
  {
    name: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H7Zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  },
  {
    name: "YouTube",
    path: "M21.6 7.2c.4 1.5.4 4.8.4 4.8s0 3.3-.4 4.8a2.5 2.5 0 0 1-1.8 1.8C18.3 19 12 19 12 19s-6.3 0-7.8-.4a2.5 2.5 0 0 1-1.8-1.8C2 15.3 2 12 2 12s0-3.3.4-4.8a2.5 2.5 0 0 1 1.8-1.8C5.7 5 12 5 12 5s6.3 0 7.8.4a2.5 2.5 0 0 1 1.8 1.8ZM10 15l5.2-3L10 9v6Z",
  },
  {
    name: "X",
    path: "M17.7 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L2 3h6.4l4.4 5.8L17.7 3Zm-1.1 16.2h1.7L7.5 4.7H5.7l10.9 14.5Z",
  },
] as const;

export function SocialLinks() {
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex gap-2" aria-label={footerTexts.socialLabel}>
        {SOCIALS.map((social) => (
          <li
            key={social.name}
            title={footerTexts.socialSoon(social.name)}
            className="flex size-11 items-center justify-center rounded-full border border-dashed border-paper/30 text-paper/70"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
              <path d={social.path} />
            </svg>
            <span className="sr-only">{`${social.name}, ${footerTexts.comingSoon}`}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-paper/75">{footerTexts.socialPagesSoon}</p>
    </div>
  );
}
