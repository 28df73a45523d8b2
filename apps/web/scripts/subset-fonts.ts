// Cuts the two web fonts down to what the site's three languages draw and to the weights it uses
// (decision 200), here on this machine from the installed @fontsource-variable files: nothing is
// downloaded. Run `node --import tsx apps/web/scripts/subset-fonts.ts` after upgrading either package or
// changing src/styles/font-subset.ts; the WOFF2 files are committed in src/assets/fonts/, and index.css's
// unicode-range must be the one printed (styles/fonts.test.ts checks it).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { FONT_WEIGHTS, keptText, unicodeRange } from "../src/styles/font-subset.ts";

const FONTS = [
  { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", to: "inter-subset-wght.woff2" },
  {
    from: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    to: "fraunces-subset-wght.woff2",
  },
];

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, "../src/assets/fonts");
fs.mkdirSync(out, { recursive: true });
for (const font of FONTS) {
  const bytes = await subsetFont(fs.readFileSync(require.resolve(font.from)), keptText(), {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
  });
  fs.writeFileSync(path.join(out, font.to), bytes);
  console.log(`${font.to}: ${bytes.length} bytes`);
}
console.log(`unicode-range: ${unicodeRange()}`);
