import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { Select } from "../../../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { api } from "../../../../lib/api-client.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { STORY_ADMIN_TEXT as t } from "./story-admin-texts.ts";

type Linked = { id: string; title: string };
type AdminStory = { maker: string | null; items: Linked[] };
const storyPath = (productId: number) => `/admin/products/${productId}/story`;

/** An approved creator as GET /api/admin/creators lists them. */
type MakerChoice = { slug: string; display_name: string; community: string };

/**
 * A product's maker and linked repository items (decision 164). The makers offered are the
 * approved creators (GET /api/admin/creators); the server refuses a
 * sacred or Non-Commercial item with a message, shown here under the list.
 */
export function ProductStoryPanel({ productId }: { productId: number }) {
  const story = useQuery({
    queryKey: ["admin-product-story", productId],
    queryFn: ({ signal }) => api.get<AdminStory>(storyPath(productId), { signal }),
  });
  const makers = useQuery({
    queryKey: ["admin", "creators"],
    queryFn: ({ signal }) => api.get<MakerChoice[]>("/admin/creators", { signal }),
  });
  return (
    <section aria-labelledby="product-story-admin" className="mt-6 rounded-lg border border-line p-4">
      <h3 id="product-story-admin" className="font-display text-lg font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {story.isPending || makers.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="mt-3 h-32 w-full" />
        </LoadingRegion>
      ) : story.isError || makers.isError ? (
        // Quietly, beside the product form: its own alerts (a save, a stale edit) stay the only ones.
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-muted">
          {t.loadFailed}
          <Button
            variant="secondary"
            size="sm"
            loading={story.isFetching || makers.isFetching}
            onClick={() => void Promise.all([story.refetch(), makers.refetch()])}
          >
            {t.retry}
          </Button>
        </p>
      ) : (
        <StoryForm key={story.dataUpdatedAt} productId={productId} saved={story.data} makers={makers.data} />
      )}
    </section>
  );
}

function StoryForm({
  productId,
  saved,
  makers,
}: {
  productId: number;
  saved: AdminStory;
  makers: MakerChoice[];
}) {
  const queryClient = useQueryClient();
  const [maker, setMaker] = useState(saved.maker ?? "");
  const [linked, setLinked] = useState<Linked[]>(saved.items);
  const [search, setSearch] = useState("");
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ["admin-product-story-search", search],
    queryFn: ({ signal }) =>
      api.get<{ results: { id: string; title: string }[] }>("/admin/repository/items", {
        query: { search, page_size: 8 },
        signal,
      }),
    enabled: search.trim().length >= 2,
  });
  const save = useMutation({
    mutationFn: () =>
      api.put<AdminStory>(storyPath(productId), {
        maker: maker || null,
        items: linked.map((item) => item.id),
      }),
    onSuccess: (answer) => queryClient.setQueryData(["admin-product-story", productId], answer),
  });
  async function submit() {
    setError(null);
    try {
      await save.mutateAsync();
      toast({ title: t.saved, tone: "success" });
    } catch (failure) {
      setError(
        isApiError(failure)
          ? Object.keys(failure.fieldErrors)
              .map((key) => failure.fieldMessage(key))
              .join(" ") ||
              failure.detail ||
              t.saveFailed
          : t.saveFailed,
      );
    }
  }
  const candidates = (found.data?.results ?? []).filter((item) => !linked.some((l) => l.id === item.id));
  return (
    <div className="mt-3 flex flex-col gap-3">
      <Select
        label={t.maker}
        value={maker}
        onChange={(event) => setMaker(event.target.value)}
        options={[
          { value: "", label: t.noMaker },
          ...makers.map((m) => ({ value: m.slug, label: `${m.display_name} (${m.community})` })),
        ]}
      />
      <div>
        <p className="text-sm font-medium">{t.items}</p>
        {linked.length === 0 ? (
          <p className="text-sm text-muted">{t.noItems}</p>
        ) : (
          <ul aria-label={t.items} className="mt-1 flex flex-col gap-1">
            {linked.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="break-words">{item.title}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setLinked((now) => now.filter((l) => l.id !== item.id))}
                >
                  {t.remove(item.title)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Input
        label={t.search}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {candidates.length > 0 && (
        <ul className="flex flex-col gap-1">
          {candidates.map((item) => (
            <li key={item.id}>
              <Button variant="secondary" size="sm" onClick={() => setLinked((now) => [...now, item])}>
                {t.add(item.title)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="text-sm text-ember" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button loading={save.isPending} loadingText={t.saving} onClick={() => void submit()}>
          {t.save}
        </Button>
      </div>
    </div>
  );
}
