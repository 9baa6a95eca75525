// A local stand-in for api.stripe.com, for the Stripe adapter's tests: the real `stripe` SDK talks
// to it over HTTP (host/port/protocol 'http'), so the tests see exactly what the SDK sends.
// It records every request (method, path, query, form body decoded into nested objects, headers)
// and answers Stripe-shaped objects from in-memory state for the endpoints the adapter uses,
// with Stripe's error envelope for what it does not know. It is not a Stripe simulator: no
// invoices, no clocks; a schedule never starts on its own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** Lower-cased names, as node gives them (authorization, idempotency-key, stripe-version...). */
  headers: Record<string, string>;
}

export type Interval = 'month' | 'year';

export interface StripeStandIn {
  host: string;
  port: number;
  requests: RecordedRequest[];
  /** Requests matching a method and a path (exact string, or a pattern). */
  find(method: string, path: string | RegExp): RecordedRequest[];
  /**
   * What a completed checkout leaves behind: an active subscription to the price, its period
   * ending one interval from now, and a visa ending 4242 on the customer (also the subscription's
   * default payment method, as Checkout sets it).
   */
  subscribe(customerId: string, priceId: string, options: { interval: Interval }): StripeObject;
  /** What Stripe does on its own (a failed renewal makes past_due, the period's end makes canceled). */
  setSubscriptionStatus(subscriptionId: string, status: string): void;
  close(): Promise<void>;
}

type StripeObject = Record<string, any>;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; param?: string; message: string },
  ) {
    super(error.message);
  }
}

const missing = (noun: string, id: string, param?: string, status = 404) =>
  new StripeFailure(status, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${noun}: '${id}'`, ...(param ? { param } : {}) });

const invalid = (message: string, param?: string) => new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

/** `a[b][0][c]=1` → { a: { b: [ { c: '1' } ] } }: bracket keys become nested objects, numeric runs become arrays. */
export function decodeForm(search: string): Record<string, unknown> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) node[segment] = value;
      else node = node[segment] ??= {};
    });
  }
  return arraysFromIndexes(root) as Record<string, unknown>;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  const keys = entries.map(([k]) => k);
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

function addInterval(seconds: number, interval: Interval): number {
  const date = new Date(seconds * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

const list = (url: string, data: StripeObject[]) => ({ object: 'list', url, has_more: false, data });

export async function startStripeStandIn(options: { now?: () => number } = {}): Promise<StripeStandIn> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const ids = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  // Newest last here; lists answer newest first, as Stripe does.
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const schedules = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; json: unknown }>();
  const requests: RecordedRequest[] = [];

  const newestFirst = (objects: Iterable<StripeObject>) => [...objects].reverse();
  const customerOf = (id: unknown, param: string) => {
    const customer = typeof id === 'string' ? customers.get(id) : undefined;
    if (!customer) throw missing('customer', String(id), param, 400);
    return customer;
  };
  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id, 'id');
    return subscription;
  };

  function route(method: string, path: string, query: Record<string, any>, body: Record<string, any>): StripeObject {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: ids('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: now(), livemode: false, invoice_settings: { default_payment_method: null } };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = customerOf(body.customer, 'customer');
      if (body.mode !== 'subscription') throw invalid('Only subscription mode is stood in for.', 'mode');
      const id = ids('cs_test');
      return {
        id, object: 'checkout.session', mode: body.mode, status: 'open', url: `https://checkout.stripe.com/c/pay/${id}`,
        customer: customer.id, customer_email: null, client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url, cancel_url: body.cancel_url, metadata: body.metadata ?? {}, subscription: null, livemode: false,
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = customerOf(body.customer, 'customer');
      const id = ids('bps');
      return { id, object: 'billing_portal.session', customer: customer.id, return_url: body.return_url ?? null, url: `https://billing.stripe.com/p/session/test_${id}`, livemode: false };
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      // Stripe's default (no status) leaves out canceled subscriptions; 'all' includes them.
      const status = query.status as string | undefined;
      const found = newestFirst(subscriptions.values()).filter(
        (s) => (!query.customer || s.customer === query.customer) && (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'),
      );
      return list('/v1/subscriptions', found);
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptionOf(decodeURIComponent(match[1]!));
      if (method === 'GET') return subscription;
      if (method === 'POST') {
        if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        if (body.cancel_at_period_end !== undefined) {
          const cancelling = body.cancel_at_period_end === 'true';
          subscription.cancel_at_period_end = cancelling;
          // Stripe sets cancel_at to the end of the period when cancelling at period end.
          subscription.cancel_at = cancelling ? Math.min(...subscription.items.data.map((i: StripeObject) => i.current_period_end)) : null;
          subscription.canceled_at = cancelling ? now() : null;
        }
        return subscription;
      }
    }
    if (method === 'GET' && path === '/v1/subscription_schedules') {
      const found = newestFirst(schedules.values()).filter((s) => !query.customer || s.customer === query.customer);
      return list('/v1/subscription_schedules', found);
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const customer = customerOf(body.customer, 'customer');
      const start = body.start_date === 'now' || body.start_date === undefined ? now() : Number(body.start_date);
      const phases = (body.phases ?? []) as StripeObject[];
      if (phases.length === 0) throw invalid('Missing required param: phases.', 'phases');
      let phaseStart = start;
      const stored = phases.map((phase, index) => {
        if (phase.iterations !== undefined) throw invalid('Received unknown parameter: phases[0][iterations]', `phases[${index}][iterations]`);
        const interval = phase.duration?.interval as Interval | undefined;
        if (interval !== 'month' && interval !== 'year') throw invalid('A phase needs a duration (month or year) in this stand-in.', `phases[${index}][duration]`);
        const end = addInterval(phaseStart, interval);
        const out = { start_date: phaseStart, end_date: end, items: (phase.items ?? []).map((item: StripeObject) => ({ price: item.price, quantity: Number(item.quantity ?? 1) })) };
        phaseStart = end;
        return out;
      });
      const schedule = {
        id: ids('sub_sched'), object: 'subscription_schedule', customer: customer.id, status: start > now() ? 'not_started' : 'active',
        subscription: null, end_behavior: body.end_behavior ?? 'release', phases: stored, metadata: body.metadata ?? {},
        default_settings: { default_payment_method: body.default_settings?.default_payment_method ?? null },
        created: now(), canceled_at: null, completed_at: null, released_at: null, released_subscription: null, current_phase: null, livemode: false,
      };
      schedules.set(schedule.id, schedule);
      return schedule;
    }
    if (method === 'POST' && (match = /^\/v1\/subscription_schedules\/([^/]+)\/cancel$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const schedule = schedules.get(id);
      if (!schedule) throw missing('subscription_schedule', id, 'schedule');
      if (schedule.status !== 'not_started' && schedule.status !== 'active') {
        throw invalid(`You cannot cancel a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in \`not_started\` or \`active\`.`);
      }
      schedule.status = 'canceled';
      schedule.canceled_at = now();
      return schedule;
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const found = newestFirst(paymentMethods.values()).filter((pm) => pm.customer === query.customer && (!query.type || pm.type === query.type));
      return list('/v1/payment_methods', found);
    }
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query: decodeForm(url.search), body: decodeForm(rawBody), headers };
      requests.push(recorded);
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': ids('req') });
        res.end(JSON.stringify(json));
      };
      if (!/^Bearer sk_test_\S+$/.test(headers.authorization ?? '')) {
        return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      // Stripe replays the first answer to a repeated idempotency key, and refuses the key with other parameters.
      const key = recorded.method === 'POST' ? headers['idempotency-key'] : undefined;
      const fingerprint = `${recorded.method} ${recorded.path} ${rawBody}`;
      const previous = key ? idempotent.get(key) : undefined;
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          return answer(400, { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } });
        }
        return answer(previous.status, previous.json);
      }
      let status = 200;
      let json: unknown;
      try {
        json = route(recorded.method, recorded.path, recorded.query as Record<string, any>, recorded.body as Record<string, any>);
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        status = error.status;
        json = { error: error.error };
      }
      if (key) idempotent.set(key, { fingerprint, status, json: structuredClone(json) });
      answer(status, json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    requests,
    find: (method, path) => requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    subscribe(customerId, priceId, { interval }) {
      const customer = customers.get(customerId);
      if (!customer) throw new Error(`stand-in: no customer ${customerId}`);
      const card = {
        id: ids('pm'), object: 'payment_method', type: 'card', customer: customerId, created: now(), livemode: false,
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: 'credit', country: 'US' },
      };
      paymentMethods.set(card.id, card);
      const start = now();
      const id = ids('sub');
      const subscription = {
        id, object: 'subscription', customer: customerId, status: 'active', cancel_at_period_end: false, cancel_at: null, canceled_at: null,
        created: start, start_date: start, billing_cycle_anchor: start, default_payment_method: card.id, schedule: null, livemode: false,
        // Checkout copies subscription_data.metadata here; the adapter sends { appUserId }.
        metadata: customer.metadata?.appUserId ? { appUserId: customer.metadata.appUserId } : {},
        items: list(`/v1/subscription_items?subscription=${id}`, [
          {
            id: ids('si'), object: 'subscription_item', subscription: id, quantity: 1, created: start,
            price: { id: priceId, object: 'price', recurring: { interval, interval_count: 1 }, type: 'recurring', currency: 'usd' },
            current_period_start: start, current_period_end: addInterval(start, interval),
          },
        ]),
      };
      subscriptions.set(id, subscription);
      return structuredClone(subscription);
    },
    setSubscriptionStatus(subscriptionId, status) {
      subscriptionOf(subscriptionId).status = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; close would otherwise wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
