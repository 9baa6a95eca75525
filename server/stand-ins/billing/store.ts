// The stand-in's state: its plain tables (local_billing_*), their rows, the Stripe shapes they are
// answered in, and the reads and writes more than one part of the stand-in makes.
import type pg from 'pg';
import {
  BillingRequestError,
  type BillingPaymentMethod,
  type BillingSchedule,
  type BillingSubscription,
  type ScheduleStatus,
  type SubscriptionStatus,
} from '../../modules/billing/billing.port.ts';
import { addMonths, seconds } from './calendar.ts';
import { localId } from './ids.ts';
import { planOf } from './plans.ts';

export type Queryable = pg.PoolClient | pg.Pool;

export interface SubscriptionRow {
  id: string;
  customer_id: string;
  app_user_id: string | null;
  price_id: string;
  item_id: string;
  status: SubscriptionStatus;
  billing_cycle_anchor: Date;
  periods: number;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  cancel_at: Date | null;
}

export interface ScheduleRow {
  id: string;
  customer_id: string;
  app_user_id: string | null;
  from_subscription_id: string;
  subscription_id: string | null;
  status: ScheduleStatus;
  price_id: string;
  start_date: Date;
  end_date: Date | null;
}

export interface PaymentMethodRow {
  id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
}

export interface CheckoutRow {
  id: string;
  customer_id: string;
  app_user_id: string;
  email: string;
  price_id: string;
  success_url: string;
  cancel_url: string;
  form_token: string;
  status: 'open' | 'complete';
  subscription_id: string | null;
  expires_at: Date;
}

const LIVE_STATUSES: SubscriptionStatus[] = ['active', 'trialing'];

export function toSubscription(row: SubscriptionRow): BillingSubscription {
  return {
    id: row.id,
    customer: row.customer_id,
    plan: { id: row.price_id },
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    cancel_at: row.cancel_at ? seconds(row.cancel_at) : null,
    items: { data: [{ id: row.item_id, price: { id: row.price_id }, current_period_end: seconds(row.current_period_end) }] },
    metadata: row.app_user_id ? { appUserId: row.app_user_id } : {},
  };
}

export function toSchedule(row: ScheduleRow): BillingSchedule {
  return {
    id: row.id,
    customer: row.customer_id,
    status: row.status,
    subscription: row.subscription_id,
    phases: [{ start_date: seconds(row.start_date), end_date: row.end_date ? seconds(row.end_date) : null, items: [{ price: row.price_id }] }],
  };
}

export function toPaymentMethod(row: PaymentMethodRow): BillingPaymentMethod {
  return { id: row.id, brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year };
}

/** A subscription as a webhook event carries it. */
export const subscriptionObject = (row: SubscriptionRow) => ({ ...toSubscription(row), object: 'subscription' });

export async function requireCustomer(client: Queryable, customerId: string): Promise<{ id: string; email: string }> {
  const { rows } = await client.query<{ id: string; email: string }>('select id, email from local_billing_customers where id = $1', [customerId]);
  const row = rows[0];
  if (!row) throw new BillingRequestError(`No such customer: '${customerId}'.`, 404);
  return row;
}

export async function findSubscription(client: Queryable, subscriptionId: string, lock = false): Promise<SubscriptionRow> {
  const { rows } = await client.query<SubscriptionRow>(`select * from local_billing_subscriptions where id = $1${lock ? ' for update' : ''}`, [subscriptionId]);
  const row = rows[0];
  if (!row) throw new BillingRequestError(`No such subscription: '${subscriptionId}'.`, 404);
  return row;
}

/** The customer's active or trialing subscriptions, newest first. */
export async function liveSubscriptions(client: Queryable, customerId: string): Promise<SubscriptionRow[]> {
  const { rows } = await client.query<SubscriptionRow>(
    `select * from local_billing_subscriptions where customer_id = $1 and status in ('active', 'trialing') order by created_at desc, id`,
    [customerId],
  );
  return rows;
}

/** The customer's cards on file (not detached), newest first. */
export async function cardsOnFile(client: Queryable, customerId: string): Promise<PaymentMethodRow[]> {
  const { rows } = await client.query<PaymentMethodRow>(
    'select * from local_billing_payment_methods where customer_id = $1 and detached_at is null order by created_at desc, id',
    [customerId],
  );
  return rows;
}

export function requireLive(row: SubscriptionRow): void {
  if (!LIVE_STATUSES.includes(row.status)) throw new BillingRequestError('This subscription has ended.', 400);
}

/** Sets or clears cancel-at-period-end; `changed` says whether there was anything to announce. */
export async function setCancelling(client: pg.PoolClient, row: SubscriptionRow, cancelling: boolean): Promise<{ row: SubscriptionRow; changed: boolean }> {
  const cancelAt = cancelling ? row.current_period_end : null;
  if (row.cancel_at_period_end === cancelling && (row.cancel_at?.getTime() ?? null) === (cancelAt?.getTime() ?? null)) return { row, changed: false };
  const { rows } = await client.query<SubscriptionRow>(
    'update local_billing_subscriptions set cancel_at_period_end = $2, cancel_at = $3 where id = $1 returning *',
    [row.id, cancelling, cancelAt],
  );
  return { row: rows[0]!, changed: true };
}

/** A switch that has not started yet no longer happens (cancelling or resuming the subscription it follows). */
export async function cancelPendingSchedules(client: pg.PoolClient, subscriptionId: string): Promise<void> {
  await client.query(`update local_billing_schedules set status = 'canceled' where from_subscription_id = $1 and status = 'not_started'`, [subscriptionId]);
}

/** A new active subscription of one period from its anchor (a checkout paid, or a scheduled switch started). */
export async function insertSubscription(
  client: pg.PoolClient,
  input: { customerId: string; appUserId: string | null; priceId: string; anchor: Date },
): Promise<SubscriptionRow> {
  const plan = planOf(input.priceId);
  const { rows } = await client.query<SubscriptionRow>(
    `insert into local_billing_subscriptions
       (id, customer_id, app_user_id, price_id, item_id, status, billing_cycle_anchor, periods, current_period_end, created_at)
     values ($1, $2, $3, $4, $5, 'active', $6, 1, $7, $6) returning *`,
    [localId('sub_local'), input.customerId, input.appUserId, input.priceId, localId('si_local'), input.anchor, addMonths(input.anchor, plan.months)],
  );
  return rows[0]!;
}

/** A card put on file for the customer. */
export async function insertCard(
  client: pg.PoolClient,
  input: { customerId: string; brand: string; last4: string; month: number; year: number; at: Date },
): Promise<void> {
  await client.query(
    `insert into local_billing_payment_methods (id, customer_id, brand, last4, expiry_month, expiry_year, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [localId('pm_local'), input.customerId, input.brand, input.last4, input.month, input.year, input.at],
  );
}
