import type { ItemSummary } from "@heritage/domain/collections";
import { ImigongoDiamond } from "../../components/ui/imigongo.tsx";

/** An item's first picture as a square, or the Imigongo diamond when it has none yet. */
export function ItemThumb({ item, className = "size-20" }: { item: ItemSummary; className?: string }) {
  return item.thumbnail_url ? (
    <img
      src={item.thumbnail_url}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-md bg-sand object-cover ${className}`}
    />
  ) : (
    <span className={`flex shrink-0 items-center justify-center rounded-md bg-sand ${className}`}>
      <ImigongoDiamond className="size-10" />
    </span>
  );
}
