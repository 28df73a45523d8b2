import { baskets } from "./baskets.ts";
import { books } from "./books.ts";
import { imigongoArt } from "./imigongo-art.ts";
import { instruments } from "./instruments.ts";
import { jewellery } from "./jewellery.ts";
import { paintings } from "./paintings.ts";
import { pottery } from "./pottery.ts";
import { textiles } from "./textiles.ts";
import type { DemoCategory } from "./types.ts";
import { woodcraft } from "./woodcraft.ts";

/** The demo marketplace, in the order the categories are shown. */
export const DEMO_CATALOGUE: readonly DemoCategory[] = [
  imigongoArt,
  baskets,
  instruments,
  textiles,
  pottery,
  jewellery,
  paintings,
  books,
  woodcraft,
];
