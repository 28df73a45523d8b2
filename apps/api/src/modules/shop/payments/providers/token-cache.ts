/** An OAuth access token and how many seconds it lives, as the token endpoint answered. */
export interface IssuedToken {
  token: string;
  expiresInSeconds: number;
}

/** A token is renewed this long before it runs out, so a call never leaves with a dying one. */
export const TOKEN_MARGIN_MS = 30_000;

/**
 * Keeps one provider access token and renews it when it is about to expire or the provider
 * refused it (`invalidate`). Calls that ask at once while none is valid share one renewal.
 */
export class TokenCache {
  private current: { token: string; expiresAt: number } | null = null;
  private renewing: Promise<string> | null = null;

  constructor(
    private readonly issue: () => Promise<IssuedToken>,
    private readonly nowMs: () => number,
  ) {}

  async get(): Promise<string> {
    if (this.current && this.nowMs() < this.current.expiresAt - TOKEN_MARGIN_MS) return this.current.token;
    this.renewing ??= this.issue()
      .then((issued) => {
        this.current = { token: issued.token, expiresAt: this.nowMs() + issued.expiresInSeconds * 1000 };
        return issued.token;
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  invalidate(): void {
    this.current = null;
  }
}
