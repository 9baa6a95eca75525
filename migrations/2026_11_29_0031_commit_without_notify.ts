// larder_commit no longer notifies. A NOTIFY takes PostgreSQL's notify lock at commit and holds it
// until the commit is on disk, so every appending commit waited for the one before it to be flushed:
// no two shared a WAL flush, and sixteen concurrent writers went no faster than one. Runners now
// learn of new events after the commit (server/event-store/new-events.ts). Otherwise unchanged from
// 0014, with 0018's generic plans set in the definition.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function larder_commit(p_command jsonb) returns jsonb
    language plpgsql
    -- Every statement looks rows up by key: plan once per connection (decision 0022).
    set plan_cache_mode = force_generic_plan
    as $fn$
    declare
      v_key text := p_command->>'commandKey';
      v_previous processed_commands%rowtype;
      v_stream jsonb;
      v_stream_id text;
      v_expected integer;
      v_count integer;
      v_current integer;
      v_appended jsonb := '[]'::jsonb;
      v_batch jsonb;
      v_versions jsonb := '{}';
      v_job jsonb;
    begin
      if v_key is not null then
        insert into processed_commands (command_key, request_hash, result)
        values (v_key, p_command->>'requestHash', p_command->'result')
        on conflict (command_key) do nothing;
        if not found then
          select * into v_previous from processed_commands where command_key = v_key;
          return jsonb_build_object(
            'duplicate', true, 'requestHash', v_previous.request_hash, 'result', v_previous.result,
            'appended', coalesce(v_previous.appended, '[]'::jsonb), 'transactionId', v_previous.transaction_id::text);
        end if;
      end if;

      for v_stream in select value from jsonb_array_elements(p_command->'streams') loop
        v_stream_id := v_stream->>'streamId';
        v_expected := (v_stream->>'expectedVersion')::integer;
        v_count := jsonb_array_length(v_stream->'events');
        if v_expected = 0 then
          insert into streams (stream_id, version) values (v_stream_id, v_count) on conflict do nothing;
          if not found then perform larder_stream_conflict(v_stream_id, v_expected); end if;
          v_current := 0;
        elsif v_expected > 0 then
          update streams set version = version + v_count where stream_id = v_stream_id and version = v_expected;
          if not found then perform larder_stream_conflict(v_stream_id, v_expected); end if;
          v_current := v_expected;
        elsif v_expected = -2 then
          update streams set version = version + v_count where stream_id = v_stream_id
          returning version - v_count into v_current;
          if not found then perform larder_stream_conflict(v_stream_id, v_expected); end if;
        else
          insert into streams (stream_id, version) values (v_stream_id, v_count)
          on conflict (stream_id) do update set version = streams.version + excluded.version
          returning version - v_count into v_current;
        end if;

        with appended as (
          insert into events (stream_id, stream_version, event_id, event_type, schema_version, owner_id, data, metadata)
          select v_stream_id, v_current + e.ord, (e.value->>'id')::uuid, e.value->>'type',
                 coalesce((e.value->>'schemaVersion')::integer, 1), (v_stream->>'ownerId')::uuid,
                 e.value->'data', coalesce(p_command->'metadata', '{}'::jsonb) || coalesce(e.value->'metadata', '{}'::jsonb)
          from jsonb_array_elements(v_stream->'events') with ordinality as e(value, ord)
          order by e.ord
          returning event_type, global_position
        )
        select jsonb_agg(jsonb_build_array(event_type, global_position) order by global_position) into v_batch from appended;
        v_appended := v_appended || coalesce(v_batch, '[]'::jsonb);
        v_versions := v_versions || jsonb_build_object(v_stream_id, v_current + v_count);
      end loop;

      for v_job in select value from jsonb_array_elements(coalesce(p_command->'jobs', '[]'::jsonb)) loop
        perform graphile_worker.add_job(
          v_job->>'task', (v_job->'payload')::json,
          job_key := v_job->>'jobKey',
          max_attempts := coalesce((v_job->>'maxAttempts')::integer, 25));
      end loop;

      if v_key is not null then
        update processed_commands set appended = v_appended where command_key = v_key;
      end if;
      return jsonb_build_object(
        'duplicate', false, 'versions', v_versions, 'appended', v_appended,
        'transactionId', pg_current_xact_id()::text, 'result', p_command->'result');
    end $fn$;

    drop function larder_notice_types(jsonb);
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
