import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Flame } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { api } from "../../../lib/api-client.ts";
import { activeLanguage } from "../../../lib/i18n/language.ts";
import { useSession } from "../../../lib/use-session.ts";
import { vocabularyTexts as t } from "../course-texts.ts";

type Session = {
  deck: { slug: string; title: string };
  due_today: number;
  streak: number;
  cards: {
    word_id: number;
    word: string;
    meaning: string;
    theme: string;
    /** The word in a Kinyarwanda sentence, with the sentence's meaning in the reader's language. */
    example: { rw: string; meaning: string } | null;
    new: boolean;
  }[];
};
const DECK = "everyday-kinyarwanda";
const RATINGS = [1, 2, 3, 4] as const;

/** /elearning/vocabulary: one card at a time; Space shows the meaning, 1-4 answer Again, Hard, Good, Easy. */
export default function VocabularyPage() {
  const { username } = useSession();
  const client = useQueryClient();
  const session = useQuery({
    queryKey: ["learning", username ?? "", "vocabulary", DECK],
    queryFn: ({ signal }) => api.get<Session>(`/learning/vocabulary/${DECK}/session/`, { signal }),
  });
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [streak, setStreak] = useState<number | null>(null);
  const card = session.data?.cards[index];
  const answer = useMutation({
    mutationFn: (rating: number) =>
      api.post<{ streak: number }>("/learning/vocabulary/reviews/", { word_id: card?.word_id, rating }),
    onSuccess: (data) => {
      setStreak(data.streak);
      setRevealed(false);
      setIndex((i) => i + 1);
    },
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!card || answer.isPending || event.target instanceof HTMLInputElement) return;
      if (event.key === " ") {
        event.preventDefault();
        setRevealed(true);
      } else if (revealed && ["1", "2", "3", "4"].includes(event.key)) {
        answer.mutate(Number(event.key));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [card, revealed, answer]);
  const remaining = session.data ? Math.max(session.data.due_today - index, 0) : 0;
  return (
    <section className="container-page max-w-2xl py-8 sm:py-12" aria-labelledby="vocabulary-title">
      <title>{t.docTitle}</title>
      <h1 id="vocabulary-title" className="text-3xl font-semibold">
        {session.data?.deck.title ?? t.title}
      </h1>
      {session.isPending ? (
        <LoadingRegion>
          <Skeleton className="mt-6 h-64" />
        </LoadingRegion>
      ) : session.isError ? (
        <ErrorState className="mt-6" message={t.loadError} onRetry={() => session.refetch()} />
      ) : (
        <>
          <p className="mt-2 flex flex-wrap gap-4 text-muted" aria-live="polite">
            <span>{t.due(remaining)}</span>
            <span className="inline-flex items-center gap-1">
              <Flame aria-hidden="true" className="size-4 text-ember" />
              {t.streak(streak ?? session.data.streak)}
            </span>
          </p>
          {card ? (
            <div className="mt-6 rounded-lg border border-line bg-surface p-6 text-center shadow-card">
              <p lang="rw" className="font-display text-4xl font-semibold">
                {card.word}
              </p>
              {revealed ? (
                <>
                  <p className="mt-4 text-xl" aria-live="polite">
                    {card.meaning}
                  </p>
                  {card.example && (
                    <figure className="mt-4 rounded-md bg-sand/60 p-3 text-left">
                      <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">
                        {t.example}
                      </figcaption>
                      <p lang="rw" className="mt-1 text-lg">
                        {card.example.rw}
                      </p>
                      <p lang={activeLanguage() === "fr" ? "fr" : "en"} className="text-ink-soft">
                        {card.example.meaning}
                      </p>
                    </figure>
                  )}
                  <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {RATINGS.map((rating) => (
                      <Button
                        key={rating}
                        variant={rating === 3 ? "primary" : "secondary"}
                        onClick={() => answer.mutate(rating)}
                      >
                        {t.ratings[rating]} ({rating})
                      </Button>
                    ))}
                  </div>
                </>
              ) : (
                <Button className="mt-6" onClick={() => setRevealed(true)}>
                  {t.reveal}
                </Button>
              )}
              <p className="mt-4 text-xs text-muted">{t.keys}</p>
            </div>
          ) : (
            <p className="mt-6 rounded-lg bg-sand p-4">{t.allDone}</p>
          )}
          <Button
            variant="ghost"
            className="mt-4"
            onClick={() => {
              setIndex(0);
              client.invalidateQueries({ queryKey: ["learning"] });
            }}
          >
            {t.refresh}
          </Button>
        </>
      )}
    </section>
  );
}
