import type { PaymentProviderName } from "@heritage/domain/payments";
import { parseAirtelCallback } from "./airtel-money.ts";
import { parseMtnCallback } from "./mtn-momo.ts";
import {
  type CallbackClaim,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
  type ProviderPaymentState,
} from "./payment-provider.ts";

/**
 * The simulator's outcomes by the payer's number, after MTN's sandbox numbers (46733123450 failed,
 * …451 rejected, …452 timeout, …453 success, …454 pending): the same last six digits on any
 * Rwandan prefix, e.g. 0788123450 or 0738123450. Every other number succeeds after a few seconds.
 */
export const SIMULATOR_NUMBERS = {
  "123450": "failed",
  "123451": "rejected",
  "123452": "timeout",
  "123453": "success",
  "123454": "pending",
} as const;
type Outcome = (typeof SIMULATOR_NUMBERS)[keyof typeof SIMULATOR_NUMBERS] | "approve";

/** A failure's reason code, as MTN would give it. */
const REASONS: Partial<Record<Outcome, string>> = {
  failed: "INTERNAL_PROCESSING_ERROR",
  rejected: "APPROVAL_REJECTED",
  timeout: "EXPIRED",
};

export interface SimulatorOptions {
  name: PaymentProviderName;
  /** The clock the outcomes follow (the app's, so tests move it). */
  now: () => Date;
  /** How long "the payer" takes to answer; 123453 answers at once. */
  answerAfterMs?: number;
  /** Sends a callback body to our callback route, as the provider would over the network. */
  deliver: (body: unknown) => Promise<void>;
  /** When to run a delivery (setTimeout by default); tests collect them instead. */
  schedule?: (run: () => Promise<void>, delayMs: number) => void;
  /** Chooses how many callbacks go: below 0.1 none, below 0.3 two, else one. */
  random?: () => number;
  /** What the "network" remembers; a real provider outlives our restarts, so tests share one. */
  ledger?: SimulatorLedger;
}

export type SimulatorLedger = Map<string, Simulated>;

/** The simulators' memory for this process: an app rebuilt in it (a restart in tests) finds it. */
const processLedger: SimulatorLedger = new Map();

interface Simulated {
  request: PaymentRequest;
  outcome: Outcome;
  answersAt: number;
}

const outcomeOf = (msisdn: string): Outcome =>
  SIMULATOR_NUMBERS[msisdn.slice(-6) as keyof typeof SIMULATOR_NUMBERS] ?? "approve";

const defaultSchedule = (run: () => Promise<void>, delayMs: number) => {
  setTimeout(() => void run(), delayMs).unref();
};

/**
 * An in-process stand-in for a mobile-money network (decision 120): no network, the provider's own
 * callback shapes, and a provider's habits: a callback may come twice, or never (then only the
 * status query and the reconciliation job settle the payment).
 */
export class SimulatedProvider implements PaymentProvider {
  readonly simulated = true;
  readonly name: PaymentProviderName;
  private readonly payments: SimulatorLedger;
  private readonly answerAfterMs: number;
  private readonly schedule: (run: () => Promise<void>, delayMs: number) => void;
  private readonly random: () => number;

  constructor(private readonly options: SimulatorOptions) {
    this.name = options.name;
    this.payments = options.ledger ?? processLedger;
    this.answerAfterMs = options.answerAfterMs ?? 4_000;
    this.schedule = options.schedule ?? defaultSchedule;
    this.random = options.random ?? Math.random;
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    if (this.payments.has(request.reference)) return;
    const outcome = outcomeOf(request.msisdn);
    const delay = outcome === "success" ? 0 : this.answerAfterMs;
    this.payments.set(request.reference, {
      request,
      outcome,
      answersAt: this.options.now().getTime() + delay,
    });
    if (outcome === "pending") return;
    const draw = this.random();
    const callbacks = draw < 0.1 ? 0 : draw < 0.3 ? 2 : 1;
    for (let i = 0; i < callbacks; i++) {
      // A lost callback is a provider's habit too: the status query settles the payment then.
      this.schedule(
        () => this.options.deliver(this.callbackBody(request.reference)).catch(() => undefined),
        delay + 250 + i * 750,
      );
    }
  }

  async getStatus(reference: string): Promise<ProviderPaymentState> {
    const payment = this.payments.get(reference);
    if (!payment) throw new ProviderError("simulated status: not found", "not_found", 404);
    const { request, outcome } = payment;
    const answered = this.options.now().getTime() >= payment.answersAt && outcome !== "pending";
    const status = !answered
      ? "pending"
      : outcome === "success" || outcome === "approve"
        ? "successful"
        : "failed";
    return {
      status,
      amount: request.amount,
      currency: request.currency,
      reason: status === "failed" ? (REASONS[outcome] ?? null) : null,
      transactionId: status === "successful" ? `SIM-${reference.slice(0, 8)}` : null,
    };
  }

  parseCallback(body: unknown): CallbackClaim | null {
    return this.name === "mtn" ? parseMtnCallback(body) : parseAirtelCallback(body);
  }

  /** The body the real provider would send once the payer answered. */
  private callbackBody(reference: string): unknown {
    const payment = this.payments.get(reference)!;
    const success = payment.outcome === "success" || payment.outcome === "approve";
    if (this.name === "airtel") {
      return {
        transaction: {
          id: reference,
          message: success ? "Paid" : "Transaction failed",
          status_code: success ? "TS" : "TF",
          airtel_money_id: success ? `SIM-${reference.slice(0, 8)}` : "",
        },
      };
    }
    const { request } = payment;
    return {
      financialTransactionId: success ? `SIM-${reference.slice(0, 8)}` : undefined,
      externalId: reference,
      amount: String(request.amount),
      currency: request.currency,
      payer: { partyIdType: "MSISDN", partyId: request.msisdn },
      payerMessage: request.note,
      payeeNote: request.note,
      status: success ? "SUCCESSFUL" : "FAILED",
      ...(success ? {} : { reason: REASONS[payment.outcome] ?? "INTERNAL_PROCESSING_ERROR" }),
    };
  }
}
