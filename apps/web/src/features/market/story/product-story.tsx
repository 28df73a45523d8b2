import { Link } from "react-router";
import { Thumbnail } from "../../../components/ui/thumbnail.tsx";
import { useProductStory } from "./story-api.ts";
import { STORY_TEXT as t } from "./story-texts.ts";

/**
 * "The story behind this piece" (decision 164) in a product's details: its maker with their
 * community and tradition, linked to the maker's page, and the repository items of the tradition the
 * piece belongs to (only those the reader may see). Nothing while loading, on an error or when the
 * product tells no story: the details stand on their own.
 */
export default function ProductStory({ productId }: { productId: number }) {
  const story = useProductStory(productId);
  if (!story.data) return null;
  const { maker, items } = story.data;
  if (!maker && items.length === 0) return null;
  return (
    <section aria-labelledby="product-story" className="mt-6 rounded-lg border border-line bg-paper p-4">
      <h3 id="product-story" className="font-display text-lg font-semibold">
        {t.title}
      </h3>
      {maker && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t.madeBy}</dt>
          <dd className="font-medium break-words">
            <Link
              to={`/makers/${maker.slug}`}
              aria-label={t.makerPage(maker.display_name)}
              className="text-clay underline"
            >
              {maker.display_name}
            </Link>
          </dd>
          <dt className="text-muted">{t.community}</dt>
          <dd className="break-words">{maker.community}</dd>
          <dt className="text-muted">{t.practice}</dt>
          <dd className="break-words">{maker.practice}</dd>
        </dl>
      )}
      {items.length > 0 && (
        <>
          <h4 className="mt-4 font-sans text-sm font-semibold text-muted">{t.fromTradition}</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3">
                <Thumbnail
                  src={item.thumbnail_url}
                  width={48}
                  box="size-12 shrink-0 rounded bg-sand object-cover"
                />
                <div className="min-w-0">
                  <Link
                    to={`/resources/items/${item.slug}`}
                    lang={item.language}
                    className="font-medium break-words text-clay underline"
                  >
                    {item.title}
                  </Link>
                  {item.community && <p className="text-xs text-muted">{item.community}</p>}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
