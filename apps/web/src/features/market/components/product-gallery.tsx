import { useState } from "react";
import {
  ProductImage,
  type ProductImageSource,
  primaryImage,
} from "../../../components/ui/product-image.tsx";
import { cn } from "../../../lib/cn.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";

/** The large picture and up to 4 thumbnails that choose it (product §9). */
export function ProductGallery({ name, images }: { name: string; images: readonly ProductImageSource[] }) {
  const first = primaryImage(images);
  const [selected, setSelected] = useState(first ? images.indexOf(first) : 0);
  const current = images[selected];
  return (
    <div>
      <ProductImage
        src={current?.image}
        srcSet={current?.srcset}
        sizes="(min-width: 768px) 45vw, 100vw"
        alt={name}
        fallback="logo"
        eager
        className="rounded-lg"
      />
      {images.length > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {images.map((image, index) => (
            <li key={image.image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t.imageOf(name, index + 1)}
                className={cn(
                  "block w-full overflow-hidden rounded-md border-2",
                  index === selected ? "border-clay" : "border-transparent hover:border-line-strong",
                )}
              >
                <ProductImage src={image.thumbnail || image.image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
