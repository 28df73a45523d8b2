import { seededRandom } from "../../lib/seeded-random.ts";

function shuffled<T>(items: T[], seed: string): T[] {
  const next = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const sameOrder = <T>(a: T[], b: T[]) => a.every((item, i) => item === b[i]);

/**
 * The order a question's choices are shown in at one attempt (0 for the first): shuffled from the
 * learner, the quiz, the question and the attempt, so a reload shows the same order and the next
 * attempt another. An attempt whose shuffle repeats the one before is turned by one place, so two
 * attempts in a row never show the same order (decision 253). Scoring goes by choice id, so the
 * order changes nothing of what counts.
 */
export function choiceOrder<T>(
  choices: T[],
  key: { userId: number; quizId: number; questionId: string },
  attempt: number,
): T[] {
  if (choices.length < 2) return choices;
  let previous: T[] | null = null;
  let order = choices;
  for (let n = 0; n <= attempt; n++) {
    order = shuffled(choices, `${key.userId}:${key.quizId}:${key.questionId}:${n}`);
    if (previous && sameOrder(order, previous)) order = [...order.slice(1), order[0]!];
    previous = order;
  }
  return order;
}
