// The emails leave out their six-digit code: Larder's screens take the links, and a code no screen
// accepts only puzzles the cook. The provider still makes one per email (a client may verify with
// verifyOtp and the code, as with GoTrue); the dev mailbox keeps it beside the text, for such a client.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth.mail add column code text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
