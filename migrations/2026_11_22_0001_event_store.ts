// The event store: one append-only log, per-stream versions, processed commands, projection checkpoints.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table events (
      global_position bigint generated always as identity primary key,
      -- the writing transaction: readers only see events whose transaction is older than every running one
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_version integer not null,
      event_id uuid not null unique,
      event_type text not null,
      schema_version integer not null default 1,
      owner_id uuid,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      unique (stream_id, stream_version)
    );
    -- the projection reader's query: (transaction_id, global_position) > checkpoint, below the fence
    create index events_read_order on events (transaction_id, global_position);
    -- websocket resume: one user's events after a position
    create index events_owner_read_order on events (owner_id, transaction_id, global_position)
      where owner_id is not null;

    create table streams (
      stream_id text primary key,
      version integer not null
    );

    -- A command applied once: a retry with the same key returns the first answer and appends nothing.
    create table processed_commands (
      command_key text primary key,
      request_hash text,
      result jsonb,
      transaction_id xid8 not null default pg_current_xact_id(),
      -- what it appended, [event type, global position] in order: a retry waits for the same read models
      appended jsonb,
      recorded_at timestamptz not null default now()
    );

    create table projection_checkpoints (
      name text primary key,
      version integer not null,
      transaction_id xid8 not null default '0'::xid8,
      global_position bigint not null default 0,
      updated_at timestamptz not null default now()
    );

    -- secrets every api node must share (CSRF signing), made once per database
    create table app_secrets (
      name text primary key,
      value text not null
    );
    insert into app_secrets (name, value)
    values ('csrf', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

    create function larder_stream_conflict(p_stream text, p_expected integer) returns void
    language plpgsql as $fn$
    declare v_actual integer;
    begin
      select version into v_actual from streams where stream_id = p_stream;
      raise exception using
        errcode = 'LR409',
        message = format('stream %s is at version %s, expected %s', p_stream, coalesce(v_actual, 0),
          case p_expected when 0 then 'no stream' when -2 then 'an existing stream' else p_expected::text end),
        detail = json_build_object('streamId', p_stream, 'expected', p_expected, 'actual', coalesce(v_actual, 0))::text;
    end $fn$;

    -- One command, one round trip, one transaction: check the expected version of every stream,
    -- append their events, enqueue the jobs they cause and record the command's key and answer.
    -- expectedVersion: n >= 0 exactly n events (0 = the stream must not exist), -1 any, -2 must exist.
    create function larder_commit(p_command jsonb) returns jsonb
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
        perform pg_notify('events_appended', '');
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
