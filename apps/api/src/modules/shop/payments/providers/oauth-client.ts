import { callProvider, type Fetch, field, type JsonAnswer, refusal, text } from "./provider-http.ts";
import { type IssuedToken, TokenCache } from "./token-cache.ts";

/** What every provider's HTTP client is built from: where its API lives, and test doubles. */
export interface ProviderEndpoint {
  baseUrl: string;
  fetch?: Fetch;
  nowMs?: () => number;
}

/**
 * The OAuth plumbing MTN's and Airtel's clients share: URLs under the configured base, one cached
 * bearer token, and a call that renews the token once when the provider answers 401. A provider
 * says how it issues its token and which headers every call of its API carries.
 */
export abstract class OAuthProviderClient {
  protected readonly fetchFn: Fetch;
  private readonly tokens: TokenCache;

  constructor(private readonly endpoint: ProviderEndpoint) {
    this.fetchFn = endpoint.fetch ?? fetch;
    this.tokens = new TokenCache(() => this.issueToken(), endpoint.nowMs ?? Date.now);
  }

  protected abstract issueToken(): Promise<IssuedToken>;

  /** Headers every authorised call carries besides the bearer token. */
  protected abstract apiHeaders(): Record<string, string>;

  /**
   * The client-credentials token answer as OAuth 2.0 writes it (RFC 6749 §5.1), which both
   * providers follow: `access_token`, `expires_in` (a number, or a string at Airtel), `error` when
   * refused. `fallbackSeconds` is the life assumed when the answer gives none that makes sense.
   */
  protected issuedToken(answer: JsonAnswer, what: string, fallbackSeconds: number): IssuedToken {
    const token = text(field(answer.body, "access_token"));
    const expiresIn = Number(field(answer.body, "expires_in"));
    if (answer.status !== 200 || !token) throw refusal(what, answer, text(field(answer.body, "error")));
    return {
      token,
      expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : fallbackSeconds,
    };
  }

  /** A payment's status answer; a 404 means the provider does not know the payment (`not_found`). */
  protected async statusAnswer(path: string, what: string): Promise<JsonAnswer> {
    const answer = await this.authorized(path, { method: "GET" });
    if (answer.status === 404) throw refusal(what, answer, "not_found");
    return answer;
  }

  protected url(path: string): string {
    return `${this.endpoint.baseUrl.replace(/\/+$/, "")}${path}`;
  }

  /** A call with the current token; on 401 the token is renewed and the call made once more. */
  protected async authorized(
    path: string,
    init: RequestInit,
    headers: Record<string, string> = {},
  ): Promise<JsonAnswer> {
    let answer: JsonAnswer | null = null;
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await this.tokens.get();
      answer = await callProvider(this.fetchFn, this.url(path), {
        ...init,
        headers: { Authorization: `Bearer ${token}`, ...this.apiHeaders(), ...headers },
      });
      if (answer.status !== 401) return answer;
      this.tokens.invalidate();
    }
    return answer!;
  }
}
