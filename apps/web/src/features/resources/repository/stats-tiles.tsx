import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatCount } from "../../../lib/format.ts";
import { useRepositoryStats } from "../api/get-repository-stats.ts";
import { T } from "../resources-texts.ts";

/** The stats tiles with what the repository really holds (the spec's figures were placeholders). */
export function StatsTiles() {
  const { data, isError } = useRepositoryStats();
  if (isError) return null;
  const tiles = data
    ? [
        { label: T.stats.artworks, value: data.artworks },
        { label: T.stats.museums, value: data.museums },
        { label: T.stats.communities, value: data.communities },
        { label: T.stats.library, value: data.books + data.articles },
      ]
    : null;
  const tile = "flex flex-col rounded-lg border border-line bg-surface p-4 text-center shadow-card";
  return (
    <section aria-label={T.stats.label} className="border-b border-line bg-sand">
      {tiles ? (
        <dl className="container-page grid grid-cols-2 gap-4 py-8 lg:grid-cols-4">
          {tiles.map(({ label, value }) => (
            <div key={label} className={tile}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="order-first font-display text-3xl font-semibold text-clay">
                {formatCount(value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="container-page grid grid-cols-2 gap-4 py-8 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={tile}>
              <Skeleton className="mx-auto h-14 w-24" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
