// The local billing adapter's own tables: a stand-in for Stripe kept in PostgreSQL, so a cook can
// subscribe, switch, cancel and resume with no network. It plays an external system, so these are
// plain tables it owns (not events, not read models); Larder learns of changes only from the events
// the adapter delivers, as it would from Stripe's webhooks. Ids look like Stripe's (cus_local_...).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table local_billing_customers (
      id text primary key,
      app_user_id text not null unique,
      email text not null,
      name text not null,
      created_at timestamptz not null
    );

    create table local_billing_subscriptions (
      id text primary key,
      customer_id text not null references local_billing_customers (id),
      app_user_id text,
      price_id text not null,
      item_id text not null unique,
      status text not null,
      -- Period ends count from the anchor (Jan 31 renews Feb 28, then Mar 31), as Stripe's do.
      billing_cycle_anchor timestamptz not null,
      periods integer not null,
      current_period_end timestamptz not null,
      cancel_at_period_end boolean not null default false,
      cancel_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz not null
    );
    create index local_billing_subscriptions_by_customer on local_billing_subscriptions (customer_id);
    create index local_billing_subscriptions_due on local_billing_subscriptions (current_period_end) where status in ('active', 'trialing');

    create table local_billing_schedules (
      id text primary key,
      customer_id text not null references local_billing_customers (id),
      app_user_id text,
      -- The subscription it follows (which cancels at the start date), and the one it created.
      from_subscription_id text not null references local_billing_subscriptions (id),
      subscription_id text references local_billing_subscriptions (id),
      status text not null,
      price_id text not null,
      start_date timestamptz not null,
      end_date timestamptz,
      created_at timestamptz not null
    );
    create index local_billing_schedules_by_customer on local_billing_schedules (customer_id);
    create index local_billing_schedules_due on local_billing_schedules (start_date) where status = 'not_started';

    create table local_billing_payment_methods (
      id text primary key,
      customer_id text not null references local_billing_customers (id),
      brand text not null,
      last4 text not null,
      expiry_month integer not null,
      expiry_year integer not null,
      created_at timestamptz not null,
      detached_at timestamptz
    );
    create index local_billing_payment_methods_by_customer on local_billing_payment_methods (customer_id);

    create table local_billing_checkout_sessions (
      id text primary key,
      customer_id text not null references local_billing_customers (id),
      app_user_id text not null,
      email text not null,
      price_id text not null,
      success_url text not null,
      cancel_url text not null,
      -- A one-time secret the page's form carries, so a completion cannot be posted from elsewhere.
      form_token text not null,
      status text not null,
      subscription_id text references local_billing_subscriptions (id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      completed_at timestamptz
    );

    create table local_billing_portal_sessions (
      id text primary key,
      customer_id text not null references local_billing_customers (id),
      return_url text not null,
      form_token text not null,
      created_at timestamptz not null
    );
  `.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations are frozen: write a new one');
}
