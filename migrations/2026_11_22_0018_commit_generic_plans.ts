// larder_commit plans its statements once per connection (generic plans) instead of on every call.
// PL/pgSQL re-plans a statement with its values ("custom plans") for as long as the generic plan looks
// no cheaper, and graphile_worker.add_jobs, which a commit calls for each job it enqueues, never stops:
// planning its job insert took as long as running it. Every statement a commit runs looks rows up by
// key (a stream, a command key, a job key), so no plan depends on the values. Measured: add_job from
// 0.33 to 0.18 ms. The setting holds for everything larder_commit calls. A migration that redefines
// larder_commit must set it again (create or replace drops it). See docs/decisions/0022.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter function larder_commit(jsonb) set plan_cache_mode = force_generic_plan`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
