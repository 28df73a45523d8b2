import type { PromptAnswer } from "@heritage/domain/community";
import { ArrowRight, Compass, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { useCreatorStatus } from "../../../lib/creator-status.ts";
import { useSession } from "../../../lib/use-session.ts";
import { answeredOnDevice, useAnswerCreatorPrompt } from "../api/creator-prompt.ts";
import { CollectionsSection } from "../browse/collections-section.tsx";
import { T } from "../resources-texts.ts";
import { CreatorDialog } from "./creator-dialog.tsx";
import { StatsTiles } from "./stats-tiles.tsx";

/** product §2 digital repository screen: welcome hero, stats tiles, 'Where would you like to start?'. */
/** Where each card of "Where would you like to start?" leads (its texts: T.start.cards). */
const START_CARDS = [
  ["gallery", "/resources/gallery"],
  ["museums", "/resources/museums"],
  ["library", "/resources/library"],
  ["heritage", "/resources/heritage"],
  ["home", "/resources/home"],
] as const;

export function RepositoryHome() {
  const [creatorOpen, setCreatorOpen] = useState(false);
  const askedOnce = useCreatorPromptOnce(setCreatorOpen);
  const answer = useAnswerCreatorPrompt();
  const navigate = useNavigate();
  const onAnswer = (choice: PromptAnswer) => {
    askedOnce();
    answer(choice);
    setCreatorOpen(false);
    if (choice === "yes") navigate("/creators/apply");
  };

  return (
    <>
      <title>{T.title}</title>
      <CreatorDialog open={creatorOpen} onAnswer={onAnswer} />
      <section className="relative overflow-hidden bg-ink text-paper">
        <ImigongoBand tone="clay" className="h-3" />
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-medium tracking-wide text-ochre uppercase">{T.hero.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold text-paper sm:text-5xl">{T.hero.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-line">{T.hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => setCreatorOpen(true)}>
              <Sparkles aria-hidden="true" className="size-5" />
              {T.hero.becomeCreator}
            </Button>
            <a
              href="#start"
              className={buttonClass(
                "secondary",
                "lg",
                "border-paper/40 bg-transparent text-paper hover:bg-paper/10 hover:text-paper",
              )}
            >
              <Compass aria-hidden="true" className="size-5" />
              {T.hero.explore}
            </a>
          </div>
        </div>
      </section>
      <StatsTiles />
      <CollectionsSection />
      <section id="start" aria-labelledby="start-title" className="container-page scroll-mt-24 py-12">
        <h2 id="start-title" className="text-3xl font-semibold">
          {T.start.title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {START_CARDS.map(([key, to]) => ({ to, ...T.start.cards[key] })).map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="group flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-card transition-colors hover:border-clay"
              >
                <span className="font-display text-xl font-semibold text-ink group-hover:text-clay">
                  {card.title}
                </span>
                <span className="mt-2 flex-1 text-sm text-muted">{card.text}</span>
                <ArrowRight aria-hidden="true" className="mt-4 size-5 text-clay" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * product §4 and decision 166: the dialog opens by itself once per person: not when the
 * device or the account already answered, not to an applicant or a creator, and not over a deep link
 * (a `#section` or query on /resources). Signed in, it waits for the account's answer. Returns a
 * function that marks it shown, so it does not open again while the page stays.
 */
function useCreatorPromptOnce(open: (value: boolean) => void) {
  const { isSignedIn } = useSession();
  const status = useCreatorStatus();
  const { hash, search } = useLocation();
  const decided = useRef(false);
  const deepLink = useRef(hash !== "" || search !== "");
  const known = !isSignedIn || status.isSuccess || status.isError;
  useEffect(() => {
    if (decided.current || !known) return;
    decided.current = true;
    const data = status.data;
    const answered = data
      ? data.prompt_answered || data.application !== null || data.creator !== null
      : false;
    if (!deepLink.current && !answeredOnDevice() && !answered) open(true);
  }, [known, status.data, open]);
  return () => {
    decided.current = true;
  };
}
