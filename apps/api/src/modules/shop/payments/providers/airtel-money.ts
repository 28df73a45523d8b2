import { OAuthProviderClient, type ProviderEndpoint } from "./oauth-client.ts";
import {
  amountOf,
  type CallbackClaim,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
  type ProviderPaymentState,
  type ProviderStatus,
} from "./payment-provider.ts";
import { callProvider, field, refusal, text } from "./provider-http.ts";
import type { IssuedToken } from "./token-cache.ts";

export interface AirtelMoneyConfig extends ProviderEndpoint {
  /** https://openapiuat.airtel.africa (staging) or https://openapi.airtel.africa. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

const COUNTRY = "RW";

/** Airtel's transaction status codes: TS success, TF failed, TE expired, TIP/TA still open. */
const STATUSES: Record<string, ProviderStatus> = {
  TS: "successful",
  TF: "failed",
  TE: "failed",
  TIP: "pending",
  TA: "pending",
};

/**
 * Airtel Money Collection (USSD push) API, decision 120: POST merchant/v1/payments/ with our
 * reference as the transaction id, GET standard/v1/payments/{id} for the status, a client-credentials
 * token from auth/oauth2/token (Airtel gives it minutes, as a string) renewed before it expires.
 * The MSISDN goes without the country code, as Airtel asks. Its v1 status answer carries no amount:
 * the payer approved the amount our push named, so an answer without the field settles on it; an
 * answer that does give an amount must give ours, readably (decision 210).
 */
export class AirtelMoneyProvider extends OAuthProviderClient implements PaymentProvider {
  readonly name = "airtel" as const;
  readonly simulated = false;

  constructor(private readonly config: AirtelMoneyConfig) {
    super(config);
  }

  protected async issueToken(): Promise<IssuedToken> {
    const answer = await callProvider(this.fetchFn, this.url("/auth/oauth2/token"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "*/*" },
      body: JSON.stringify({
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        grant_type: "client_credentials",
      }),
    });
    return this.issuedToken(answer, "Airtel token", 180);
  }

  protected apiHeaders(): Record<string, string> {
    return { "Content-Type": "application/json", Accept: "*/*", "X-Country": COUNTRY, "X-Currency": "RWF" };
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    const answer = await this.authorized("/merchant/v1/payments/", {
      method: "POST",
      body: JSON.stringify({
        reference: request.note,
        subscriber: {
          country: COUNTRY,
          currency: request.currency,
          msisdn: request.msisdn.replace(/^250/, ""),
        },
        transaction: {
          amount: request.amount,
          country: COUNTRY,
          currency: request.currency,
          id: request.reference,
        },
      }),
    });
    if (answer.status === 200 && field(answer.body, "status", "success") === true) return;
    throw refusal("Airtel payment", answer, text(field(answer.body, "status", "result_code")));
  }

  async getStatus(reference: string): Promise<ProviderPaymentState> {
    const path = `/standard/v1/payments/${encodeURIComponent(reference)}`;
    const answer = await this.statusAnswer(path, "Airtel status");
    const code = text(field(answer.body, "data", "transaction", "status"));
    if (answer.status !== 200 || field(answer.body, "status", "success") !== true || !code) {
      throw refusal("Airtel status", answer, text(field(answer.body, "status", "result_code")));
    }
    const status = STATUSES[code];
    if (!status) throw new ProviderError(`Airtel status ${code} unknown`, "bad_response", 200);
    const amount = field(answer.body, "data", "transaction", "amount");
    const currency = field(answer.body, "data", "transaction", "currency");
    return {
      status,
      amount: amountOf(amount),
      currency: text(currency),
      ...(amount === undefined && currency === undefined ? { amountNotReported: true as const } : {}),
      reason: status === "failed" ? code : null,
      transactionId: text(field(answer.body, "data", "transaction", "airtel_money_id")),
    };
  }

  parseCallback(body: unknown): CallbackClaim | null {
    return parseAirtelCallback(body);
  }
}

/** Airtel's callback: {transaction: {id, message, status_code: TS|TF, airtel_money_id}}. */
export function parseAirtelCallback(body: unknown): CallbackClaim | null {
  const reference = text(field(body, "transaction", "id"));
  const code = text(field(body, "transaction", "status_code"));
  if (!reference || !code || !(code in STATUSES)) return null;
  return { reference, status: STATUSES[code]! };
}
