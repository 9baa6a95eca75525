// The local auth provider's own tables (schema auth). They stand in for an external provider, so they
// are not part of the event log and a rebuild never touches them. Secrets are kept as SHA-256 digests
// (refresh tokens, link tokens, codes) or scrypt hashes (passwords): a copy of these tables opens no
// account.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create schema auth;

    create table auth.users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      -- Null for an account that only signs in through a provider (the Google stand-in).
      encrypted_password text,
      email_confirmed_at timestamptz,
      raw_user_meta_data jsonb not null default '{}',
      raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
      confirmation_sent_at timestamptz,
      recovery_sent_at timestamptz,
      last_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on auth.users (lower(email));

    -- How a user proves who they are: one row per provider (email, google).
    create table auth.identities (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references auth.users (id) on delete cascade,
      provider text not null,
      provider_id text not null,
      identity_data jsonb not null default '{}',
      last_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_id)
    );
    create index identities_by_user on auth.identities (user_id);

    -- A signed-in device. Access tokens name it (session_id); deleting it signs that device out.
    create table auth.sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references auth.users (id) on delete cascade,
      aal text not null default 'aal1',
      -- The amr method of the sign-in: password, otp, email/signup, recovery, oauth.
      authentication_method text not null,
      created_at timestamptz not null default now(),
      refreshed_at timestamptz
    );
    create index sessions_by_user on auth.sessions (user_id);

    -- Rotation: every refresh revokes the token it used and issues a child in the same session.
    create table auth.refresh_tokens (
      id bigint generated always as identity primary key,
      token_hash text not null unique,
      session_id uuid not null references auth.sessions (id) on delete cascade,
      -- Lineage only (no foreign key): the whole family goes with its session.
      parent_id bigint,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_tokens_by_session on auth.refresh_tokens (session_id);

    -- PKCE: the challenge a client sent when it started a flow (sign-up, recovery, Google), and the
    -- one-time code handed to its redirect once the flow completes.
    create table auth.flow_states (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references auth.users (id) on delete cascade,
      code_challenge text not null,
      code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
      authentication_method text not null,
      provider_type text not null,
      auth_code_hash text unique,
      auth_code_issued_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index flow_states_by_age on auth.flow_states (created_at);

    -- What an email carries: a link token and a six-digit code, both single use. A new email of the
    -- same type replaces the previous one.
    create table auth.one_time_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references auth.users (id) on delete cascade,
      type text not null check (type in ('signup', 'recovery')),
      token_hash text not null unique,
      code_hash text not null,
      flow_state_id uuid references auth.flow_states (id) on delete cascade,
      failed_attempts integer not null default 0,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index one_time_tokens_by_user on auth.one_time_tokens (user_id, type);

    -- The development mailbox: every email the provider would have sent.
    create table auth.mail (
      id bigint generated always as identity primary key,
      to_email text not null,
      subject text not null,
      text text not null,
      links jsonb not null default '[]',
      sent_at timestamptz not null default now()
    );
    create index mail_by_recipient on auth.mail (lower(to_email), sent_at desc);
    create index mail_by_time on auth.mail (sent_at desc);

    -- Sliding-window rate limits shared by every api process: the times of the allowed requests still
    -- inside the window, oldest first. Refused requests are not recorded, so a row never holds more
    -- than its limit.
    create table auth.rate_limits (
      bucket text not null,
      subject text not null,
      hits timestamptz[] not null default '{}',
      updated_at timestamptz not null default now(),
      primary key (bucket, subject)
    );

    -- Takes one request from the window if there is room: 0 when allowed, otherwise the milliseconds
    -- until the oldest request leaves the window. The row lock makes concurrent callers take turns.
    create function auth.take_rate_limit(bucket_name text, subject_key text, max_hits integer, window_ms bigint)
    returns bigint
    language plpgsql
    as $$
    declare
      span interval := make_interval(secs => window_ms / 1000.0);
      recent timestamptz[];
    begin
      insert into auth.rate_limits (bucket, subject) values (bucket_name, subject_key) on conflict do nothing;
      perform 1 from auth.rate_limits where bucket = bucket_name and subject = subject_key for update;
      select coalesce(array_agg(hit order by hit), '{}') into recent
        from auth.rate_limits, unnest(hits) as hit
        where bucket = bucket_name and subject = subject_key and hit > now() - span;
      if coalesce(array_length(recent, 1), 0) >= max_hits then
        update auth.rate_limits set hits = recent, updated_at = now() where bucket = bucket_name and subject = subject_key;
        return greatest(1, ceil(extract(epoch from (coalesce(recent[1], now()) + span - now())) * 1000))::bigint;
      end if;
      update auth.rate_limits set hits = recent || now(), updated_at = now() where bucket = bucket_name and subject = subject_key;
      return 0;
    end;
    $$;
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
