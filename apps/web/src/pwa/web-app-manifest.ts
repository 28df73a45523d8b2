/**
 * The web app manifest (decision 197): what a phone shows when the site is installed. Colours are
 * DESIGN.md's tokens: ink for the theme (index.html's theme-color), paper behind the splash icon.
 * The icons are drawn from favicon.svg by scripts/make-icons.mjs and shipped in public/icons/.
 */
export const THEME_COLOR = "#1C1917";
export const BACKGROUND_COLOR = "#FAF7F2";

export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export const webAppManifest = {
  name: "Digital Heritage Platform",
  short_name: "Heritage",
  id: "/",
  start_url: "/",
  scope: "/",
  display: "standalone" as const,
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  lang: "en",
  icons: APP_ICONS.map((icon) => ({ ...icon })),
};
