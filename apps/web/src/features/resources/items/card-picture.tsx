import { ImageOff } from "lucide-react";
import { Thumbnail } from "../../../components/ui/thumbnail.tsx";

/** The 4:3 picture on top of an item's or a product's card, or "No picture" in its place. */
export function CardPicture({
  src,
  noPicture,
  eager = false,
}: {
  src: string | null | undefined;
  noPicture: string;
  eager?: boolean;
}) {
  return (
    <Thumbnail
      src={src}
      width={400}
      height={300}
      eager={eager}
      box="aspect-[4/3] w-full bg-sand object-cover"
      fallback={
        <>
          <ImageOff aria-hidden="true" className="size-6" />
          {noPicture}
        </>
      }
      fallbackClassName="flex-col gap-1 text-sm text-muted"
    />
  );
}
