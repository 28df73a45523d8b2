import type { ItemSummary } from "@heritage/domain/collections";
import { ImigongoDiamond } from "../../components/ui/imigongo.tsx";
import { Thumbnail } from "../../components/ui/thumbnail.tsx";

/** An item's first picture as a square, or the Imigongo diamond when it has none yet. */
export function ItemThumb({ item, className = "size-20" }: { item: ItemSummary; className?: string }) {
  return (
    <Thumbnail
      src={item.thumbnail_url}
      width={160}
      box={`shrink-0 rounded-md bg-sand object-cover ${className}`}
      fallback={<ImigongoDiamond className="size-10" />}
    />
  );
}
