// The new-events notice names the event types a commit appended ("MealPlanned,PlanGenerationCompleted"),
// so a projection runner wakes only for commits that hold something it wants. Before, every commit
// woke every runner (ten of them) to look at the log and find, mostly, nothing. An empty payload still
// means "anything may have changed". larder_commit is otherwise unchanged.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- NOTIFY payloads stop at 8000 bytes: a commit of very many types says '' (wake everyone).
    create function larder_notice_types(p_appended jsonb) returns text
    language sql immutable as $fn$
      select case when length(types) < 7900 then types else '' end
        from (select coalesce(string_agg(distinct value->>0, ','), '') as types from jsonb_array_elements(p_appended)) listed
    $fn$;

    create or replace function larder_commit(p_command jsonb) returns jsonb
    language plpgsql as $fn$
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
      if jsonb_array_length(v_appended) > 0 then
        -- The appended types, so a projection that wants none of them need not wake ('' = any).
        perform pg_notify('events_appended', larder_notice_types(v_appended));
      end if;
      return jsonb_build_object(
        'duplicate', false, 'versions', v_versions, 'appended', v_appended,
        'transactionId', pg_current_xact_id()::text, 'result', p_command->'result');
    end $fn$;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
