// The local billing adapter: Stripe's behaviour kept in PostgreSQL, so a cook can subscribe, switch,
// cancel, resume and manage a card with no network (the embedded default). It stands in for an
// external system: it owns plain tables (local_billing_*), answers in Stripe's shapes, and announces
// every change Stripe would announce by webhook through `deliver`, after its own transaction commits.
// Time moves only when something asks: runDue() applies renewals, endings and scheduled switches that
// are due at now(), and every call runs it first, as Stripe's clock would have.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import Stripe from 'stripe';
import {
  BillingRequestError,
  WebhookSignatureError,
  type BillingEvent,
  type BillingPaymentMethod,
  type BillingPort,
  type BillingSchedule,
  type BillingSubscription,
  type ScheduleStatus,
  type SubscriptionStatus,
} from './billing.port.ts';

export const LOCAL_PRICES = { monthly: 'price_local_monthly', annual: 'price_local_annual' } as const;

export interface LocalPlan {
  priceId: string;
  name: 'Monthly' | 'Annual';
  /** Cents. */
  amount: number;
  interval: 'month' | 'year';
  months: number;
}

export const LOCAL_PLANS: Record<string, LocalPlan> = {
  [LOCAL_PRICES.monthly]: { priceId: LOCAL_PRICES.monthly, name: 'Monthly', amount: 500, interval: 'month', months: 1 },
  [LOCAL_PRICES.annual]: { priceId: LOCAL_PRICES.annual, name: 'Annual', amount: 4800, interval: 'year', months: 12 },
};

/** Stripe Checkout sessions expire after a day. */
const CHECKOUT_TTL_MS = 24 * 60 * 60_000;
const LIVE_STATUSES: SubscriptionStatus[] = ['active', 'trialing'];

export interface LocalBillingOptions {
  db: pg.Pool;
  /** Where the api is reached from a browser: the checkout and portal urls start with it (a function: read per use, as port 0 is known only once listening). */
  publicOrigin: string | (() => string);
  /** Hands an event to Larder as Stripe's webhook would. A failure leaves the change in place. */
  deliver: (event: BillingEvent) => Promise<void>;
  now?: () => Date;
  /**
   * What a body posted to the webhook route must be signed with (STRIPE_WEBHOOK_SECRET). Unset: a
   * random one per process. Nothing needs the route here (events are handed over by `deliver`), and
   * a secret written in the source would let anyone who reads it post a subscription for any cook.
   */
  webhookSecret?: string;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface CardInput {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

export type CheckoutView =
  | { state: 'unknown' }
  | { state: 'complete'; successUrl: string }
  | { state: 'expired'; cancelUrl: string }
  | { state: 'open'; id: string; email: string; plan: LocalPlan; cancelUrl: string; successUrl: string; formToken: string; today: Date };

export type CheckoutCompletion =
  | { outcome: 'unknown' }
  | { outcome: 'complete'; successUrl: string }
  | { outcome: 'expired'; cancelUrl: string }
  | { outcome: 'forged' }
  | { outcome: 'invalid-card'; message: string }
  | { outcome: 'completed'; redirectTo: string };

export type PortalView =
  | { state: 'unknown' }
  | {
      state: 'open';
      id: string;
      email: string;
      returnUrl: string;
      formToken: string;
      cards: BillingPaymentMethod[];
      subscriptions: Array<{ plan: LocalPlan | null; status: SubscriptionStatus; cancelling: boolean; periodEnd: Date; cancelAt: Date | null }>;
      scheduled: { plan: LocalPlan | null; startDate: Date } | null;
      today: Date;
    };

export type CardReplacement = { outcome: 'unknown' } | { outcome: 'forged' } | { outcome: 'invalid-card'; message: string } | { outcome: 'replaced' };

/** The port, plus what the local checkout and portal pages need. */
export interface LocalBilling extends BillingPort {
  readonly kind: 'local';
  /** Apply what is due at now(): renewals, endings, scheduled switches. */
  runDue(): Promise<void>;
  checkoutView(sessionId: string): Promise<CheckoutView>;
  completeCheckout(sessionId: string, input: { formToken: string; card: CardInput }): Promise<CheckoutCompletion>;
  portalView(sessionId: string): Promise<PortalView>;
  replaceCard(sessionId: string, input: { formToken: string; last4: string; expiryMonth: string; expiryYear: string }): Promise<CardReplacement>;
}

interface SubscriptionRow {
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

interface ScheduleRow {
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

interface PaymentMethodRow {
  id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
}

interface CheckoutRow {
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

type Client = pg.PoolClient;
type Pending = { type: string; object: Record<string, unknown> };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function localId(prefix: string): string {
  let text = '';
  for (const byte of randomBytes(20)) text += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${text}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Stripe keeps whole seconds; so do we, so what we store is what we answer. */
const wholeSeconds = (date: Date) => new Date(seconds(date) * 1000);

/** The anchor plus n months, the day clamped to the month's last (Jan 31 + 1 month = Feb 28). */
export function addMonths(anchor: Date, months: number): Date {
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()),
  );
}

function toSubscription(row: SubscriptionRow): BillingSubscription {
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

function toSchedule(row: ScheduleRow): BillingSchedule {
  return {
    id: row.id,
    customer: row.customer_id,
    status: row.status,
    subscription: row.subscription_id,
    phases: [{ start_date: seconds(row.start_date), end_date: row.end_date ? seconds(row.end_date) : null, items: [{ price: row.price_id }] }],
  };
}

function toPaymentMethod(row: PaymentMethodRow): BillingPaymentMethod {
  return { id: row.id, brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year };
}

const subscriptionObject = (row: SubscriptionRow) => ({ ...toSubscription(row), object: 'subscription' });

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function checkUrl(value: string, what: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BillingRequestError(`The ${what} is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BillingRequestError(`The ${what} is not a valid URL.`);
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** An expiry as Stripe would take it, or a message a person can act on. */
function readExpiry(monthText: string, yearText: string, today: Date): { month: number; year: number } | string {
  const month = Number(monthText.trim());
  let year = Number(yearText.trim());
  if (!/^\d{1,2}$/.test(monthText.trim()) || month < 1 || month > 12) return 'The expiry month must be 1 to 12.';
  if (!/^(\d{2}|\d{4})$/.test(yearText.trim())) return 'The expiry year must be like 2027.';
  if (year < 100) year += 2000;
  const thisYear = today.getUTCFullYear();
  if (year < thisYear || (year === thisYear && month < today.getUTCMonth() + 1)) return 'This card has expired.';
  if (year > thisYear + 50) return 'The expiry year is too far ahead.';
  return { month, year };
}

/**
 * Stripe's published test cards that are declined, with Stripe's words, so a declined payment can
 * be rehearsed on the local checkout as on Stripe's test mode (every other valid number is paid).
 */
const DECLINED_TEST_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': 'Your card’s security code is incorrect.',
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

function readCard(card: CardInput, today: Date): { brand: string; last4: string; month: number; year: number } | string {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'Your card number is invalid.';
  const declined = DECLINED_TEST_CARDS[number];
  if (declined) return declined;
  const expiry = readExpiry(card.expiryMonth, card.expiryYear, today);
  if (typeof expiry === 'string') return expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'Your card’s security code is invalid.';
  return { brand: cardBrand(number), last4: number.slice(-4), month: expiry.month, year: expiry.year };
}

export function createLocalBilling(options: LocalBillingOptions): LocalBilling {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const originOf = () => (typeof options.publicOrigin === 'function' ? options.publicOrigin() : options.publicOrigin).replace(/\/+$/, '');
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(32).toString('base64url')}`;
  const log = options.log ?? ((message, fields) => console.error(message, fields));

  const offered = (priceId: string) => LOCAL_PLANS[priceId];
  const planOf = (priceId: string) => {
    const plan = offered(priceId);
    if (!plan) throw new BillingRequestError('This plan is not offered.', 400);
    return plan;
  };

  /** One transaction; the events it gathered go out only once it has committed, one after another. */
  async function change<T>(work: (client: Client, announce: (type: string, object: Record<string, unknown>) => void) => Promise<T>): Promise<T> {
    const pending: Pending[] = [];
    const client = await db.connect();
    let result: T;
    try {
      await client.query('begin');
      result = await work(client, (type, object) => pending.push({ type, object }));
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    await deliverAll(pending);
    return result;
  }

  async function deliverAll(pending: Pending[]): Promise<void> {
    for (const { type, object } of pending) {
      const event: BillingEvent = { id: localId('evt_local'), type, created: seconds(now()), data: { object } };
      try {
        await options.deliver(event);
      } catch (error) {
        // Stripe would retry; the change itself stands either way.
        log('local billing: delivering an event failed', { type, eventId: event.id, error: String(error) });
      }
    }
  }

  async function findSubscription(client: Client | pg.Pool, subscriptionId: string, lock = false): Promise<SubscriptionRow> {
    const { rows } = await client.query<SubscriptionRow>(`select * from local_billing_subscriptions where id = $1${lock ? ' for update' : ''}`, [subscriptionId]);
    const row = rows[0];
    if (!row) throw new BillingRequestError(`No such subscription: '${subscriptionId}'.`, 404);
    return row;
  }

  async function requireCustomer(client: Client | pg.Pool, customerId: string): Promise<{ id: string; email: string }> {
    const { rows } = await client.query<{ id: string; email: string }>('select id, email from local_billing_customers where id = $1', [customerId]);
    const row = rows[0];
    if (!row) throw new BillingRequestError(`No such customer: '${customerId}'.`, 404);
    return row;
  }

  function requireLive(row: SubscriptionRow): void {
    if (!LIVE_STATUSES.includes(row.status)) throw new BillingRequestError('This subscription has ended.', 400);
  }

  async function setCancelling(client: Client, row: SubscriptionRow, cancelling: boolean): Promise<{ row: SubscriptionRow; changed: boolean }> {
    const cancelAt = cancelling ? row.current_period_end : null;
    if (row.cancel_at_period_end === cancelling && (row.cancel_at?.getTime() ?? null) === (cancelAt?.getTime() ?? null)) return { row, changed: false };
    const { rows } = await client.query<SubscriptionRow>(
      'update local_billing_subscriptions set cancel_at_period_end = $2, cancel_at = $3 where id = $1 returning *',
      [row.id, cancelling, cancelAt],
    );
    return { row: rows[0]!, changed: true };
  }

  /** A switch that has not started yet no longer happens (cancelling or resuming the subscription it follows). */
  async function cancelPendingSchedules(client: Client, subscriptionId: string): Promise<void> {
    await client.query(`update local_billing_schedules set status = 'canceled' where from_subscription_id = $1 and status = 'not_started'`, [subscriptionId]);
  }

  async function insertSubscription(
    client: Client,
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

  /** One due happening, the earliest; false when nothing is due. */
  async function runOneDue(at: Date): Promise<boolean> {
    return change(async (client, announce) => {
      // One runner at a time: two requests arriving together must not renew the same period twice.
      await client.query(`select pg_advisory_xact_lock(hashtext('local_billing_run_due'))`);
      const { rows: subscriptions } = await client.query<SubscriptionRow>(
        `select * from local_billing_subscriptions where status in ('active', 'trialing') and current_period_end <= $1
          order by current_period_end, created_at limit 1 for update`,
        [at],
      );
      const { rows: schedules } = await client.query<ScheduleRow>(
        `select * from local_billing_schedules where status = 'not_started' and start_date <= $1 order by start_date, created_at limit 1 for update`,
        [at],
      );
      const subscription = subscriptions[0];
      const schedule = schedules[0];
      // At the same instant the old subscription ends before the scheduled one starts.
      if (subscription && (!schedule || subscription.current_period_end.getTime() <= schedule.start_date.getTime())) {
        if (subscription.cancel_at_period_end) {
          const { rows } = await client.query<SubscriptionRow>(
            `update local_billing_subscriptions set status = 'canceled', ended_at = current_period_end where id = $1 returning *`,
            [subscription.id],
          );
          announce('customer.subscription.deleted', subscriptionObject(rows[0]!));
        } else {
          const plan = offered(subscription.price_id);
          const months = plan?.months ?? 1;
          const { rows } = await client.query<SubscriptionRow>(
            'update local_billing_subscriptions set periods = periods + 1, current_period_end = $2 where id = $1 returning *',
            [subscription.id, addMonths(subscription.billing_cycle_anchor, (subscription.periods + 1) * months)],
          );
          announce('customer.subscription.updated', subscriptionObject(rows[0]!));
        }
        return true;
      }
      if (schedule) {
        const started = await insertSubscription(client, {
          customerId: schedule.customer_id,
          appUserId: schedule.app_user_id,
          priceId: schedule.price_id,
          anchor: schedule.start_date,
        });
        // Active as it starts the subscription, then released: the subscription carries on alone.
        await client.query(`update local_billing_schedules set status = 'active', subscription_id = $2 where id = $1`, [schedule.id, started.id]);
        await client.query(`update local_billing_schedules set status = 'released' where id = $1`, [schedule.id]);
        announce('customer.subscription.created', subscriptionObject(started));
        return true;
      }
      return false;
    });
  }

  async function runDue(): Promise<void> {
    const at = now();
    // Bounded: a clock moved years ahead renews month by month, each renewal announced.
    for (let step = 0; step < 10_000; step++) {
      if (!(await runOneDue(at))) return;
    }
    log('local billing: runDue stopped after 10,000 steps', {});
  }

  async function checkoutRow(client: Client | pg.Pool, sessionId: string, lock = false): Promise<CheckoutRow | undefined> {
    const { rows } = await client.query<CheckoutRow>(`select * from local_billing_checkout_sessions where id = $1${lock ? ' for update' : ''}`, [sessionId]);
    return rows[0];
  }

  const billing: LocalBilling = {
    kind: 'local',
    prices: { monthly: LOCAL_PRICES.monthly, annual: LOCAL_PRICES.annual },
    runDue,

    async createCustomer({ appUserId, email, name }) {
      const { rows } = await db.query<{ id: string }>(
        `with inserted as (
           insert into local_billing_customers (id, app_user_id, email, name, created_at) values ($1, $2, $3, $4, $5)
           on conflict (app_user_id) do nothing returning id
         )
         select id from inserted union all select id from local_billing_customers where app_user_id = $2`,
        [localId('cus_local'), appUserId, email, name, now()],
      );
      if (rows[0]) return { customerId: rows[0].id };
      // Two first asks at once: the other one's row was committed after this statement's snapshot.
      const { rows: existing } = await db.query<{ id: string }>('select id from local_billing_customers where app_user_id = $1', [appUserId]);
      return { customerId: existing[0]!.id };
    },

    async createCheckoutSession({ customerId, appUserId, email, priceId, successUrl, cancelUrl }) {
      planOf(priceId);
      checkUrl(successUrl, 'success URL');
      checkUrl(cancelUrl, 'cancel URL');
      await requireCustomer(db, customerId);
      const created = wholeSeconds(now());
      const id = localId('cs_local');
      await db.query(
        `insert into local_billing_checkout_sessions
           (id, customer_id, app_user_id, email, price_id, success_url, cancel_url, form_token, status, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9, $10)`,
        [id, customerId, appUserId, email, priceId, successUrl, cancelUrl, randomBytes(24).toString('base64url'), created, new Date(created.getTime() + CHECKOUT_TTL_MS)],
      );
      return { id, url: `${originOf()}/billing/local/checkout/${id}` };
    },

    async createPortalSession({ customerId, returnUrl }) {
      checkUrl(returnUrl, 'return URL');
      await requireCustomer(db, customerId);
      const id = localId('bps_local');
      await db.query('insert into local_billing_portal_sessions (id, customer_id, return_url, form_token, created_at) values ($1, $2, $3, $4, $5)', [
        id,
        customerId,
        returnUrl,
        randomBytes(24).toString('base64url'),
        now(),
      ]);
      return { url: `${originOf()}/billing/local/portal/${id}` };
    },

    async activeSubscriptions(customerId) {
      await runDue();
      await requireCustomer(db, customerId);
      const { rows } = await db.query<SubscriptionRow>(
        `select * from local_billing_subscriptions where customer_id = $1 and status in ('active', 'trialing') order by created_at desc, id`,
        [customerId],
      );
      return rows.map(toSubscription);
    },

    async subscriptionSchedule(customerId) {
      await runDue();
      await requireCustomer(db, customerId);
      const { rows } = await db.query<ScheduleRow>(
        `select * from local_billing_schedules where customer_id = $1 and status in ('not_started', 'active') order by created_at desc limit 1`,
        [customerId],
      );
      return rows[0] ? toSchedule(rows[0]) : null;
    },

    async switchAtRenewal({ customerId, subscriptionId, newPriceId }) {
      const plan = planOf(newPriceId);
      await runDue();
      return change(async (client, announce) => {
        const subscription = await findSubscription(client, subscriptionId, true);
        if (subscription.customer_id !== customerId) throw new BillingRequestError(`No such subscription: '${subscriptionId}'.`, 404);
        requireLive(subscription);
        if (subscription.price_id === newPriceId) throw new BillingRequestError('You are already on this plan.', 400);
        // Asking again replaces the earlier switch rather than stacking a second one.
        await cancelPendingSchedules(client, subscription.id);
        const { row, changed } = await setCancelling(client, subscription, true);
        const start = subscription.current_period_end;
        const { rows } = await client.query<ScheduleRow>(
          `insert into local_billing_schedules
             (id, customer_id, app_user_id, from_subscription_id, status, price_id, start_date, end_date, created_at)
           values ($1, $2, $3, $4, 'not_started', $5, $6, $7, $8) returning *`,
          [localId('sub_sched_local'), customerId, subscription.app_user_id, subscription.id, newPriceId, start, addMonths(start, plan.months), now()],
        );
        if (changed) announce('customer.subscription.updated', subscriptionObject(row));
        return toSchedule(rows[0]!);
      });
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await runDue();
      return change(async (client, announce) => {
        const subscription = await findSubscription(client, subscriptionId, true);
        requireLive(subscription);
        // Cancelling means no further charge: a switch waiting at the renewal no longer happens.
        await cancelPendingSchedules(client, subscription.id);
        const { row, changed } = await setCancelling(client, subscription, true);
        if (changed) announce('customer.subscription.updated', subscriptionObject(row));
        return toSubscription(row);
      });
    },

    async revertSwitch({ scheduleId, subscriptionId }) {
      await runDue();
      return change(async (client, announce) => {
        const { rows: schedules } = await client.query<ScheduleRow>('select * from local_billing_schedules where id = $1 for update', [scheduleId]);
        const schedule = schedules[0];
        if (!schedule) throw new BillingRequestError(`No such subscription schedule: '${scheduleId}'.`, 404);
        const subscription = await findSubscription(client, subscriptionId, true);
        if (schedule.from_subscription_id !== subscription.id) {
          throw new BillingRequestError('This plan change belongs to another subscription.', 400);
        }
        if (schedule.status === 'active' || schedule.status === 'released' || schedule.status === 'completed') {
          throw new BillingRequestError('This plan change has already taken effect.', 409);
        }
        requireLive(subscription);
        await client.query(`update local_billing_schedules set status = 'canceled' where id = $1`, [schedule.id]);
        const { row, changed } = await setCancelling(client, subscription, false);
        if (changed) announce('customer.subscription.updated', subscriptionObject(row));
        return toSubscription(row);
      });
    },

    async resume(subscriptionId) {
      await runDue();
      return change(async (client, announce) => {
        const subscription = await findSubscription(client, subscriptionId, true);
        requireLive(subscription);
        // Resuming keeps this subscription: a pending switch would otherwise start a second one.
        await cancelPendingSchedules(client, subscription.id);
        const { row, changed } = await setCancelling(client, subscription, false);
        if (changed) announce('customer.subscription.updated', subscriptionObject(row));
        return toSubscription(row);
      });
    },

    async paymentMethods(customerId) {
      await runDue();
      await requireCustomer(db, customerId);
      const { rows } = await db.query<PaymentMethodRow>(
        'select * from local_billing_payment_methods where customer_id = $1 and detached_at is null order by created_at desc, id',
        [customerId],
      );
      return rows.map(toPaymentMethod);
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The webhook has no signature.');
      let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret) as unknown as typeof event;
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number' || typeof event.data?.object !== 'object' || !event.data.object) {
        throw new WebhookSignatureError('The webhook body is not an event.');
      }
      return event as BillingEvent;
    },

    async checkoutView(sessionId) {
      await runDue();
      const row = await checkoutRow(db, sessionId);
      if (!row) return { state: 'unknown' };
      if (row.status === 'complete') return { state: 'complete', successUrl: withSessionId(row.success_url, row.id) };
      if (row.expires_at.getTime() <= now().getTime()) return { state: 'expired', cancelUrl: row.cancel_url };
      return {
        state: 'open',
        id: row.id,
        email: row.email,
        plan: planOf(row.price_id),
        cancelUrl: row.cancel_url,
        successUrl: row.success_url,
        formToken: row.form_token,
        today: now(),
      };
    },

    async completeCheckout(sessionId, { formToken, card }) {
      await runDue();
      return change<CheckoutCompletion>(async (client, announce) => {
        const row = await checkoutRow(client, sessionId, true);
        if (!row) return { outcome: 'unknown' };
        if (row.status === 'complete') return { outcome: 'complete', successUrl: withSessionId(row.success_url, row.id) };
        if (!sameSecret(row.form_token, formToken)) return { outcome: 'forged' };
        const at = wholeSeconds(now());
        if (row.expires_at.getTime() <= at.getTime()) return { outcome: 'expired', cancelUrl: row.cancel_url };
        const read = readCard(card, at);
        if (typeof read === 'string') return { outcome: 'invalid-card', message: read };

        const subscription = await insertSubscription(client, { customerId: row.customer_id, appUserId: row.app_user_id, priceId: row.price_id, anchor: at });
        await client.query(
          `insert into local_billing_payment_methods (id, customer_id, brand, last4, expiry_month, expiry_year, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
          [localId('pm_local'), row.customer_id, read.brand, read.last4, read.month, read.year, at],
        );
        await client.query(`update local_billing_checkout_sessions set status = 'complete', subscription_id = $2, completed_at = $3 where id = $1`, [
          row.id,
          subscription.id,
          at,
        ]);
        announce('checkout.session.completed', {
          id: row.id,
          object: 'checkout.session',
          customer: row.customer_id,
          subscription: subscription.id,
          client_reference_id: row.app_user_id,
          customer_email: row.email,
          mode: 'subscription',
          payment_status: 'paid',
          status: 'complete',
          metadata: { appUserId: row.app_user_id },
        });
        announce('customer.subscription.created', subscriptionObject(subscription));
        return { outcome: 'completed', redirectTo: withSessionId(row.success_url, row.id) };
      });
    },

    async portalView(sessionId) {
      await runDue();
      const { rows } = await db.query<{ id: string; customer_id: string; return_url: string; form_token: string; email: string }>(
        `select p.id, p.customer_id, p.return_url, p.form_token, c.email
           from local_billing_portal_sessions p join local_billing_customers c on c.id = p.customer_id where p.id = $1`,
        [sessionId],
      );
      const session = rows[0];
      if (!session) return { state: 'unknown' };
      const { rows: cards } = await db.query<PaymentMethodRow>(
        'select * from local_billing_payment_methods where customer_id = $1 and detached_at is null order by created_at desc, id',
        [session.customer_id],
      );
      const { rows: subscriptions } = await db.query<SubscriptionRow>(
        `select * from local_billing_subscriptions where customer_id = $1 and status in ('active', 'trialing') order by created_at desc, id`,
        [session.customer_id],
      );
      const { rows: schedules } = await db.query<ScheduleRow>(
        `select * from local_billing_schedules where customer_id = $1 and status = 'not_started' order by created_at desc limit 1`,
        [session.customer_id],
      );
      const schedule = schedules[0];
      return {
        state: 'open',
        id: session.id,
        email: session.email,
        returnUrl: session.return_url,
        formToken: session.form_token,
        cards: cards.map(toPaymentMethod),
        subscriptions: subscriptions.map((row) => ({
          plan: offered(row.price_id) ?? null,
          status: row.status,
          cancelling: row.cancel_at_period_end,
          periodEnd: row.current_period_end,
          cancelAt: row.cancel_at,
        })),
        scheduled: schedule ? { plan: offered(schedule.price_id) ?? null, startDate: schedule.start_date } : null,
        today: now(),
      };
    },

    async replaceCard(sessionId, { formToken, last4, expiryMonth, expiryYear }) {
      return change<CardReplacement>(async (client) => {
        const { rows } = await client.query<{ customer_id: string; form_token: string }>(
          'select customer_id, form_token from local_billing_portal_sessions where id = $1',
          [sessionId],
        );
        const session = rows[0];
        if (!session) return { outcome: 'unknown' };
        if (!sameSecret(session.form_token, formToken)) return { outcome: 'forged' };
        if (!/^\d{4}$/.test(last4.trim())) return { outcome: 'invalid-card', message: 'Give the card’s last 4 digits.' };
        const at = now();
        const expiry = readExpiry(expiryMonth, expiryYear, at);
        if (typeof expiry === 'string') return { outcome: 'invalid-card', message: expiry };
        // The portal keeps one card: the new one replaces what was there.
        await client.query('update local_billing_payment_methods set detached_at = $2 where customer_id = $1 and detached_at is null', [session.customer_id, at]);
        await client.query(
          `insert into local_billing_payment_methods (id, customer_id, brand, last4, expiry_month, expiry_year, created_at) values ($1, $2, 'visa', $3, $4, $5, $6)`,
          [localId('pm_local'), session.customer_id, last4.trim(), expiry.month, expiry.year, at],
        );
        return { outcome: 'replaced' };
      });
    },
  };
  return billing;
}

/** Stripe fills {CHECKOUT_SESSION_ID} in the success url with the session's id. */
function withSessionId(url: string, sessionId: string): string {
  return url.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(sessionId));
}
