import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { mailOutbox } from "../db/schema/accounts.ts";
import { DEFAULT_MAIL_FROM, type MailConfig } from "./mail-config.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  language: string;
}

export interface Mailer {
  /** "smtp" or "outbox": what /api/admin/outbox/ tells the admin. */
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  /**
   * Runs `work` after the answer is sent, so that a request's timing does not depend on whether
   * mail was written (no account enumeration by timing); failures are logged, never answered.
   */
  later(work: () => Promise<void>): void;
  /** Resolves when every `later` job has finished (tests, and closing the app). */
  settled(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates the app with its mailer (decision 172): nodemailer over SMTP, or the outbox table. */
export function registerMailer(app: FastifyInstance, config: MailConfig = { from: DEFAULT_MAIL_FROM }): void {
  const smtp = config.smtp;
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      })
    : null;
  const pending = new Set<Promise<void>>();

  const mailer: Mailer = {
    transport: transport ? "smtp" : "outbox",
    async send(message) {
      if (transport) {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        return;
      }
      await app.db.insert(mailOutbox).values({
        to_address: message.to,
        subject: message.subject,
        body: message.text,
        language: message.language,
        created_at: app.now(),
      });
    },
    later(work) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => app.log.error({ err: error }, "mail job failed"));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => {
    await mailer.settled();
    transport?.close();
  });
}
