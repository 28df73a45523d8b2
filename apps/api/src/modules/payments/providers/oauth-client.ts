import { callProvider, type Fetch, type JsonAnswer } from "./provider-http.ts";
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
