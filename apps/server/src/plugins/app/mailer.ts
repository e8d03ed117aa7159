import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /**
   * Hands a mail over to be sent in the background: no answer waits for the mail server, so an answer
   * never takes longer because a mail went out (forgot-password must not tell which accounts exist).
   */
  send(mail: Mail): void;
  /** Resolves once every mail handed over so far has been sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
  /** `smtp` with SMTP_URL, else `log`: the embedded default writes each mail to the server log. */
  readonly kind: 'smtp' | 'log';
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A mail server that does not answer within this is given up on (nodemailer waits 2 minutes). */
const SMTP_TIMEOUT_MS = 15_000;

/** Sends through SMTP_URL with nodemailer, or writes each mail to the log when no mail server is set. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const pending = new Set<Promise<void>>();
    const transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : undefined;

    const deliver = async (mail: Mail): Promise<void> => {
      if (!transport) {
        // The embedded default (README, Configuration): the mail, link included, goes to the log, as a
        // warning so that a LOG_LEVEL above info still shows it.
        app.log.warn({ mail }, 'mail not sent (no SMTP_URL set); its text is in this line');
        return;
      }
      await transport.sendMail({ from: config.mailFrom, ...mail });
    };

    app.decorate('mailer', {
      kind: transport ? 'smtp' : 'log',
      send(mail) {
        const sending = deliver(mail).catch((error: unknown) => {
          // The recipient's address stays out of the log line: only that a mail failed, and why.
          app.log.error({ err: error, subject: mail.subject }, 'sending a mail failed');
        });
        pending.add(sending);
        void sending.finally(() => pending.delete(sending));
      },
      async idle() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    } satisfies Mailer);

    app.addHook('onClose', async () => {
      await app.mailer.idle();
      transport?.close();
    });
  },
  { name: 'mailer' },
);
