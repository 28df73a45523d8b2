import type { ItemSummary } from "@heritage/domain/collections";
import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import { ContentImage } from "../../../components/ui/content-image.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { itemPath } from "../gallery/gallery-item.ts";
import { useRepositoryItems } from "../items/item-api.ts";
import { T } from "../resources-texts.ts";

/** Objects or pictures per page of a museum's tab. */
export const MUSEUM_ITEMS_PAGE_SIZE = 12;

export type MuseumItemsFilter = { type: "object" | "photograph"; subject?: string };

function Thumbnail({ item, size }: { item: ItemSummary; size: "small" | "wide" }) {
  const sizing = size === "small" ? "size-24 shrink-0" : "aspect-[4/3] w-full";
  if (!item.thumbnail_url) {
    return (
      <div className={`flex items-center justify-center rounded-md bg-sand text-muted ${sizing}`}>
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  }
  return size === "small" ? (
    <ContentImage
      src={item.thumbnail_url}
      alt=""
      width={96}
      height={96}
      sizing={sizing}
      className="rounded-md"
    />
  ) : (
    <ContentImage src={item.thumbnail_url} alt="" width={400} height={300} className="rounded-lg" />
  );
}

/** An object: picture, name, period and description; the whole card opens its item page. */
function ObjectCard({ item }: { item: ItemSummary }) {
  return (
    <Link
      to={itemPath(item)}
      className="flex gap-4 rounded-lg border border-line bg-surface p-3 hover:border-ink"
      aria-label={T.museums.openItem(item.title)}
    >
      <Thumbnail item={item} size="small" />
      <span className="block min-w-0">
        <span lang={item.language} className="block font-sans text-base font-semibold">
          {item.title}
        </span>
        {item.period && (
          <span className="block text-xs text-muted">
            {T.museums.period}: {item.period}
          </span>
        )}
        {item.dc.description[0] && (
          <span lang={item.language} className="mt-1 line-clamp-3 block text-sm">
            {item.dc.description[0]}
          </span>
        )}
      </span>
    </Link>
  );
}

/** A picture of the museum with its caption (the item's title), opening its item page. */
function PictureCard({ item }: { item: ItemSummary }) {
  return (
    <Link to={itemPath(item)} className="block" aria-label={T.museums.openItem(item.title)}>
      <figure>
        <Thumbnail item={item} size="wide" />
        <figcaption lang={item.language} className="mt-2 text-sm text-muted">
          {item.title}
        </figcaption>
      </figure>
    </Link>
  );
}

/**
 * One tab's items: the museum's published items of a type (and subject), read from the repository
 * with the cultural protocols applied by the server; paged, the page in the URL.
 */
export function MuseumItems({
  institution,
  filter,
  page,
  onPageChange,
}: {
  institution: string;
  filter: MuseumItemsFilter;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { data, isPending, isError, refetch } = useRepositoryItems({
    institution,
    type: filter.type,
    subject: filter.subject,
    ordering: "title",
    page,
    page_size: MUSEUM_ITEMS_PAGE_SIZE,
  });
  if (isError) return <ErrorState message={T.loadError} retryLabel={T.retry} onRetry={() => refetch()} />;
  if (isPending) {
    return (
      <LoadingRegion>
        <Skeleton className="h-32 w-full" />
      </LoadingRegion>
    );
  }
  if (data.results.length === 0) return <p className="text-muted">{T.museums.emptyTab}</p>;
  const pageCount = Math.max(1, Math.ceil(data.count / MUSEUM_ITEMS_PAGE_SIZE));
  const Card = filter.type === "photograph" ? PictureCard : ObjectCard;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {data.results.map((item) => (
          <li key={item.id}>
            <Card item={item} />
          </li>
        ))}
      </ul>
      <Pagination
        className="mt-6"
        label={T.museums.tabPages}
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={onPageChange}
      />
    </>
  );
}
