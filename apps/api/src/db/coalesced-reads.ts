interface Batch<Key, Result> {
  keys: Set<Key>;
  result: Promise<Result>;
  settle: (outcome: Promise<Result>) => void;
}

function newBatch<Key, Result>(): Batch<Key, Result> {
  let settle!: (outcome: Promise<Result>) => void;
  const result = new Promise<Result>((resolve) => {
    settle = resolve;
  });
  return { keys: new Set(), result, settle };
}

/**
 * Shares database reads between concurrent requests without ever answering one from a read that
 * started before it asked: the first caller starts a read at once; callers that ask while it runs
 * are gathered into the next read, which starts when the running one ends. A busy process then
 * sends one read per round trip instead of one per request (fewer queries, fewer system calls),
 * and an idle one answers exactly as a plain read would.
 *
 * `read` gets every key asked for since the last read started (each once) and answers for all
 * of them; each caller picks its own part. A failed read fails only its own callers.
 */
export function coalescedReads<Key, Result>(
  read: (keys: Key[]) => Promise<Result>,
): (key: Key) => Promise<Result> {
  let running = false;
  let queued: Batch<Key, Result> | null = null;

  const launch = (batch: Batch<Key, Result>) => {
    running = true;
    let outcome: Promise<Result>;
    try {
      outcome = read([...batch.keys]);
    } catch (error) {
      outcome = Promise.reject(error);
    }
    batch.settle(outcome);
    outcome
      .catch(() => undefined)
      .then(() => {
        running = false;
        const next = queued;
        queued = null;
        if (next) launch(next);
      });
  };

  return (key) => {
    if (running) {
      queued ??= newBatch();
      queued.keys.add(key);
      return queued.result;
    }
    const batch = newBatch<Key, Result>();
    batch.keys.add(key);
    launch(batch);
    return batch.result;
  };
}
