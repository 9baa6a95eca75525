// Per stream, the version the pantry's and the meal plans' read models show (decision 0041). Both the
// command's transaction and the projection runner write these rows under the row's lock, so each event
// is applied once and in stream order, whichever of them applies it. Filled here with what each
// projection's checkpoint has applied of each stream.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pantry_stream_marks (stream_id text primary key, version integer not null);
    create table meal_plan_stream_marks (stream_id text primary key, version integer not null);
    insert into pantry_stream_marks
    select e.stream_id, max(e.stream_version) from events e join projection_checkpoints c on c.name = 'pantry'
     where e.stream_id like 'pantry-%' and (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)
     group by e.stream_id;
    insert into meal_plan_stream_marks
    select e.stream_id, max(e.stream_version) from events e join projection_checkpoints c on c.name = 'meal_plans'
     where e.stream_id like 'mealplan-%' and (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)
     group by e.stream_id;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
