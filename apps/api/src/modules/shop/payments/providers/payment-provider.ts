import type { PaymentProviderName } from "@heritage/domain/payments";

/** What the provider says of one request to pay, in our words. */
export type ProviderStatus = "pending" | "successful" | "failed";

export interface PaymentRequest {
  /** Our id for this attempt (a UUID): MTN's X-Reference-Id, Airtel's transaction id. Idempotency key. */
  reference: string;
  /** The payer's number as 2507XXXXXXXX. */
  msisdn: string;
  /** Whole francs. */
  amount: number;
  currency: string;
  /** Shown to the payer on their phone (the order number). */
  note: string;
}

export interface ProviderPaymentState {
  status: ProviderStatus;
  /** What the provider says was asked (null when its status answer does not say, or garbles it). */
  amount: number | null;
  currency: string | null;
  /**
   * True when this network's status answer has no amount at all by its own specification (Airtel's
   * v1 enquiry): the amount is then the one our push asked the payer to approve (decision 210).
   */
  amountNotReported?: true;
  /** The provider's reason code for a failure (APPROVAL_REJECTED, TF...). */
  reason: string | null;
  /** The provider's own transaction id once it has one. */
  transactionId: string | null;
}

/** What a callback claims. Never acted on alone: the status query decides (decision 121). */
export interface CallbackClaim {
  reference: string;
  status: ProviderStatus;
}

/**
 * One mobile-money network as the payments module sees it (decision 120): the MTN MoMo and
 * Airtel Money adapters talk to the real APIs, the simulator answers in-process.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly simulated: boolean;
  /** Asks the payer to approve; resolves once the provider accepted the request. Safe to repeat. */
  requestPayment(request: PaymentRequest): Promise<void>;
  getStatus(reference: string): Promise<ProviderPaymentState>;
  /** The claim of a callback body, or null when the body is not one this provider sends. */
  parseCallback(body: unknown): CallbackClaim | null;
}

/**
 * A provider call that did not give an answer: `code` is the provider's error code (or ours:
 * not_found, unreachable, bad_response). Its message never holds a credential.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/** Whole francs from a provider's amount ("1500", 1500, "1500.00"); null when it is not one. */
export function amountOf(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
