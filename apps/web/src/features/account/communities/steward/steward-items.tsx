import { LOCAL_CONTEXTS_LABELS } from "@heritage/domain/local-contexts-label-texts";
import type { CommunityItem } from "@heritage/domain/protocols";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { useLanguage } from "../../../../lib/i18n/use-language.ts";
import { LabelsDialog } from "./labels-dialog.tsx";
import { useCommunityItems } from "./steward-api.ts";
import { STEWARD_TEXT as t } from "./steward-texts.ts";

/** The community's items with who may see them and their labels; each item's labels editable. */
export function StewardItems({ slug }: { slug: string }) {
  const items = useCommunityItems(slug, true);
  return (
    <section aria-labelledby="steward-items" className="flex flex-col gap-3">
      <div>
        <h2 id="steward-items" className="text-xl font-semibold">
          {t.items}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.itemsIntro}</p>
      </div>
      {items.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : items.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
          retryLabel={t.retry}
        />
      ) : items.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-muted">
          {t.itemsEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.data.map((item) => (
            <li key={item.id}>
              <ItemRow slug={slug} item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({ slug, item }: { slug: string; item: CommunityItem }) {
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const headingId = `steward-item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {item.published ? (
            <Link to={`/resources/items/${item.slug}`} className="text-clay hover:underline">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        <Badge tone={item.access === "public" ? "sky" : "ochre"}>{t.access[item.access]}</Badge>
        {!item.published && <Badge>{t.draft}</Badge>}
        {item.sacred && <Badge tone="ember">{t.sacred}</Badge>}
      </div>
      {item.labels.length === 0 ? (
        <p className="text-sm text-muted">{t.noLabels}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {item.labels.map((code) => (
            <li key={code}>
              <Badge tone="clay">{LOCAL_CONTEXTS_LABELS[code].name[language]}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          size="sm"
          variant="secondary"
          className="min-h-11"
          aria-label={t.editLabelsOf(item.title)}
          onClick={() => setEditing(true)}
        >
          {t.editLabels}
        </Button>
      </div>
      {editing && <LabelsDialog slug={slug} item={item} onClose={() => setEditing(false)} />}
    </article>
  );
}
