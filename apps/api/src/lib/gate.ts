/**
 * At most `capacity` holders at once; others wait in arrival order, at most `maxWaiting` of them
 * (a flood beyond that is refused rather than queued without bound).
 */
export class Gate {
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly capacity: number,
    readonly maxWaiting: number,
  ) {}

  /** True at once when a place is free; a promise of true once one frees; false when the queue is full. */
  enter(): true | false | Promise<true> {
    if (this.#active < this.capacity) {
      this.#active += 1;
      return true;
    }
    if (this.#waiting.length >= this.maxWaiting) return false;
    // The place is handed over by leave(): #active stays the same.
    return new Promise((resolve) => this.#waiting.push(() => resolve(true)));
  }

  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#active -= 1;
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

/**
 * A fixed window counter per key, in this process's memory (all keys start a new window
 * together). Returns the seconds left in the window when `key` is over `limit`, else null.
 * At most `maxKeys` are tracked per window; keys beyond that pass uncounted (memory stays bounded).
 */
export function windowCounter(limit: number, windowMs = 60_000, maxKeys = 100_000) {
  let started = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  return (key: string, nowMs: number): number | null => {
    if (nowMs - started >= windowMs) {
      started = nowMs;
      counts = new Map();
    }
    const count = (counts.get(key) ?? 0) + 1;
    if (count === 1 && counts.size >= maxKeys) return null;
    counts.set(key, count);
    if (count <= limit) return null;
    return Math.max(1, Math.ceil((started + windowMs - nowMs) / 1000));
  };
}
