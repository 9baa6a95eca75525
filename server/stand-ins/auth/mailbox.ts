// The development mailbox: the provider never sends email anywhere; every message is kept here and
// read back as JSON (GET /auth/v1/dev/mailbox?email=) or on the page at /dev/mailbox.
import type { Queryable } from './db.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The email's six-digit code, kept beside it: the text leaves it out (no screen takes a code). */
  code?: string;
}

export interface StoredMail extends Mail {
  sentAt: Date;
}

export async function deliver(db: Queryable, mail: Mail): Promise<void> {
  await db.query(`insert into auth.mail (to_email, subject, text, links, code) values ($1, $2, $3, $4, $5)`, [mail.to, mail.subject, mail.text, JSON.stringify(mail.links), mail.code ?? null]);
}

/** Newest first; one address (any case) or, without one, everybody's. */
export async function readMailbox(db: Queryable, options: { email?: string; limit: number }): Promise<StoredMail[]> {
  const { rows } = await db.query<{ to_email: string; subject: string; text: string; links: string[]; code: string | null; sent_at: Date }>(
    `select to_email, subject, text, links, code, sent_at from auth.mail
      where $1::text is null or lower(to_email) = lower($1)
      order by sent_at desc, id desc
      limit $2`,
    [options.email?.trim() || null, options.limit],
  );
  return rows.map((row) => ({ to: row.to_email, subject: row.subject, text: row.text, links: row.links, ...(row.code ? { code: row.code } : {}), sentAt: row.sent_at }));
}
