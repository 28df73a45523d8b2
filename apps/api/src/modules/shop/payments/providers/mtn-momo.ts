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

export interface MtnMomoConfig extends ProviderEndpoint {
  /** https://sandbox.momodeveloper.mtn.com, or the production proxy MTN Rwanda gives. */
  baseUrl: string;
  /** The Collection product's Ocp-Apim-Subscription-Key. */
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** "sandbox" or "mtnrwanda". */
  targetEnvironment: string;
  /** Where MTN sends the callback (X-Callback-Url); none when not set. */
  callbackUrl?: string;
}

/** MTN's request-to-pay statuses; anything else is treated as still pending. */
const STATUSES: Record<string, ProviderStatus> = {
  PENDING: "pending",
  SUCCESSFUL: "successful",
  FAILED: "failed",
  REJECTED: "failed",
  TIMEOUT: "failed",
};

/** MTN gives `reason` as a bare code in some versions and as {code, message} in others. */
const reasonOf = (body: unknown): string | null =>
  text(field(body, "reason", "code")) ?? text(field(body, "reason"));

/**
 * MTN MoMo Collection API (decision 120): request-to-pay with our reference as X-Reference-Id
 * (a repeat with the same id answers 409 RESOURCE_ALREADY_EXIST, taken as accepted), status by
 * GET requesttopay/{id}, an OAuth token from /collection/token/ kept until shortly before it
 * expires and renewed once when a call answers 401. Our reference also travels as `externalId`,
 * which MTN echoes in its callback body.
 */
export class MtnMomoProvider extends OAuthProviderClient implements PaymentProvider {
  readonly name = "mtn" as const;
  readonly simulated = false;

  constructor(private readonly config: MtnMomoConfig) {
    super(config);
  }

  protected async issueToken(): Promise<IssuedToken> {
    const basic = Buffer.from(`${this.config.apiUser}:${this.config.apiKey}`).toString("base64");
    const answer = await callProvider(this.fetchFn, this.url("/collection/token/"), {
      method: "POST",
      headers: { Authorization: `Basic ${basic}`, "Ocp-Apim-Subscription-Key": this.config.subscriptionKey },
    });
    return this.issuedToken(answer, "MTN token", 3600);
  }

  protected apiHeaders(): Record<string, string> {
    return {
      "X-Target-Environment": this.config.targetEnvironment,
      "Ocp-Apim-Subscription-Key": this.config.subscriptionKey,
    };
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    const answer = await this.authorized(
      "/collection/v1_0/requesttopay",
      {
        method: "POST",
        body: JSON.stringify({
          amount: String(request.amount),
          currency: request.currency,
          externalId: request.reference,
          payer: { partyIdType: "MSISDN", partyId: request.msisdn },
          payerMessage: request.note,
          payeeNote: request.note,
        }),
      },
      {
        "X-Reference-Id": request.reference,
        "Content-Type": "application/json",
        ...(this.config.callbackUrl ? { "X-Callback-Url": this.config.callbackUrl } : {}),
      },
    );
    if (answer.status === 202) return;
    // The same X-Reference-Id again: the first request got through (its answer was lost).
    if (answer.status === 409 && text(field(answer.body, "code")) === "RESOURCE_ALREADY_EXIST") return;
    throw refusal("MTN request to pay", answer);
  }

  async getStatus(reference: string): Promise<ProviderPaymentState> {
    const path = `/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`;
    const answer = await this.statusAnswer(path, "MTN status");
    if (answer.status !== 200) throw refusal("MTN status", answer);
    const status = text(field(answer.body, "status"));
    if (!status) throw new ProviderError("MTN status without a status", "bad_response", 200);
    return {
      status: STATUSES[status] ?? "pending",
      amount: amountOf(field(answer.body, "amount")),
      currency: text(field(answer.body, "currency")),
      reason: reasonOf(answer.body),
      transactionId: text(field(answer.body, "financialTransactionId")),
    };
  }

  parseCallback(body: unknown): CallbackClaim | null {
    return parseMtnCallback(body);
  }
}

/** MTN's callback body is the status body; our reference is its `externalId` (or `referenceId`). */
export function parseMtnCallback(body: unknown): CallbackClaim | null {
  const reference = text(field(body, "externalId")) ?? text(field(body, "referenceId"));
  const status = text(field(body, "status"));
  if (!reference || !status || !(status in STATUSES)) return null;
  return { reference, status: STATUSES[status]! };
}
