import { appendFileSync, chmodSync, mkdirSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { entradaDaCaixaDeSaida, ficheiroDaCaixaDeSaida, pastaDaCaixaDeSaida } from './caixa-de-saida';

export type Email = { to: string; subject: string; text: string };

export type Mailer = { send(email: Email): Promise<void> };

/** Real SMTP when SMTP_URL is set. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}

/**
 * Without SMTP, mail goes to DATA_DIR/outbox/mensagens.txt, so a local user can still follow a reset link or an
 * invitation. The links are live secrets: the file is the server user's alone, and the log only says who got what.
 */
export function outboxMailer(
  dataDir: string,
  logger: Pick<FastifyBaseLogger, 'info'>,
): Mailer & { file: string } {
  const dir = pastaDaCaixaDeSaida(dataDir);
  const file = ficheiroDaCaixaDeSaida(dataDir);
  return {
    file,
    async send(email) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      chmodSync(dir, 0o700);
      appendFileSync(file, entradaDaCaixaDeSaida(email, new Date()), { encoding: 'utf8', mode: 0o600 });
      chmodSync(file, 0o600);
      logger.info({ para: email.to, assunto: email.subject }, `e-mail guardado na caixa de saída (${file})`);
    },
  };
}
