// The local auth provider's own tables (schema auth). They stand in for an external provider, so they
// are not part of the event log and a rebuild never touches them.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
