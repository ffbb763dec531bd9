import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database.js';

// E-mail: SMTP through nodemailer when SMTP_URL is set; otherwise an outbox that keeps every
// message (in the database in embedded mode, browsable at /dev/mail; in memory otherwise).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail extends MailMessage {
  id: number;
  created_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Kept messages, newest first (empty when mail goes out over SMTP). */
  outbox(): Promise<StoredMail[]>;
}

export const MAIL_FROM = 'GreenWatch <no-reply@greenwatch.demo>';

export function smtpMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async outbox() {
      return [];
    },
  };
}

export function databaseOutbox(db: Queryable): Mailer {
  return {
    async send(message) {
      await db.query(
        `insert into greenwatch_dev.mail_outbox (to_address, subject, text_body, html_body)
         values ($1, $2, $3, $4)`,
        [message.to, message.subject, message.text, message.html ?? null],
      );
    },
    async outbox() {
      const rows = await db.query<{
        id: number;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        created_at: Date;
      }>(
        `select id, to_address, subject, text_body, html_body, created_at
         from greenwatch_dev.mail_outbox order by id desc limit 500`,
      );
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        created_at: new Date(row.created_at).toISOString(),
      }));
    },
  };
}

export function memoryOutbox(): Mailer {
  const kept: StoredMail[] = [];
  return {
    async send(message) {
      kept.unshift({ ...message, id: kept.length + 1, created_at: new Date().toISOString() });
    },
    async outbox() {
      return [...kept];
    },
  };
}
