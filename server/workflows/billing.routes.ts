// Billing over HTTP. Spec §7 'Subscription (all POST, body contains app_user_id)', each answering the
// provider's own shapes; app_user_id must be the caller's (403), and ids in a body must be the
// caller's subscriptions (404 otherwise: another cook's subscription is never touched). Two calls are
// ours (docs/api.md): the plans on sale, and a checkout for one of them. The webhook is public and
// trusts nothing but the signature over its raw body.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { requireOwnAccount } from '../http/app-user.ts';
import { runCommandAcross, type CommandDeps } from '../http/command.ts';
import type { AppEnv, AppUserRef } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { accountCommand } from './account-commands.ts';
import type { ProviderEventOutcome } from './apply-provider-event.ts';
import { BillingRequestError, WebhookSignatureError, type BillingEvent, type BillingPort } from '../modules/billing/billing.port.ts';
import type { BillingPlans, RedirectAnswer, ScheduleAnswer } from '../contract/billing.ts';

export const billingMessages = {
  noCustomer: 'No customer ID found',
  noSubscription: 'You have no active subscription to change.',
  switchPending: 'A plan change is already scheduled. Revert it before choosing another plan.',
  notYours: 'That subscription is not one of yours.',
  badSignature: 'The webhook signature does not match its body.',
} as const;

/** Spec §9: monthly $5, annual $48 (shown as $4 a month). */
export const PLAN_AMOUNTS = { monthly: { amount_in_cents: 500, interval: 'month' }, annual: { amount_in_cents: 4800, interval: 'year' } } as const;

const id = (name: string) => z.string({ error: `${name} is required.` }).trim().min(1, `${name} is required.`).max(255, `${name} is too long.`);
const owner = z.object({ app_user_id: z.uuid({ error: 'app_user_id must be your user id.' }) });

async function customerOf(db: Db, appUserId: string): Promise<string | null> {
  const row = await db.selectFrom('app_users').select('stripe_customer_id').where('id', '=', appUserId).executeTakeFirst();
  return row?.stripe_customer_id ?? null;
}

/** A provider refusal becomes an answer the cook can act on; anything else is a 500. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingRequestError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

export interface BillingRouteDeps extends CommandDeps {
  db: Db;
  billing: BillingPort;
  /** Where the provider sends the cook back to (checkout, portal); read per use (port 0 in tests). */
  publicOrigin: () => string;
  now: () => Date;
}

export function billingPlanRoutes(billing: BillingPort) {
  return new Hono<AppEnv>().get('/billing/plans', (c) =>
    c.json<BillingPlans>({
      provider: billing.kind,
      monthly: { price_id: billing.prices.monthly, ...PLAN_AMOUNTS.monthly },
      annual: { price_id: billing.prices.annual, ...PLAN_AMOUNTS.annual },
    }),
  );
}

export function billingWebhookRoutes(deps: { billing: BillingPort; apply: (event: BillingEvent) => Promise<ProviderEventOutcome> }) {
  return new Hono<AppEnv>().post('/stripe/webhook', async (c) => {
    // The raw text, never parsed first: the signature covers the exact bytes.
    const raw = await c.req.text();
    let event: BillingEvent;
    try {
      event = deps.billing.parseWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) return c.json({ error: billingMessages.badSignature }, 400);
      throw error;
    }
    return c.json({ received: true, ...(await deps.apply(event)) });
  });
}

export function subscriptionRoutes(deps: BillingRouteDeps) {
  const { billing } = deps;

  /** The caller's customer, or 400 'No customer ID found' (spec §8). */
  const requireCustomer = async (user: AppUserRef) => {
    const customerId = await customerOf(deps.db, user.id);
    if (!customerId) throw new HttpError(400, billingMessages.noCustomer);
    return customerId;
  };

  /** The caller's customer, made at the provider and recorded on their stream the first time. */
  const ensureCustomer = async (c: Parameters<typeof runCommandAcross>[0], user: AppUserRef, name: string) => {
    const known = await customerOf(deps.db, user.id);
    if (known) return known;
    const { customerId } = await billing.createCustomer({ appUserId: user.id, email: user.email, name });
    await runCommandAcross(c, deps, accountCommand(user.id, { type: 'LinkBillingCustomer', customerId, linkedAt: deps.now().toISOString() }, deps.now()));
    return customerId;
  };

  const ownSubscription = async (customerId: string, subscriptionId: string) => {
    const subscriptions = await billing.activeSubscriptions(customerId);
    const subscription = subscriptions.find((each) => each.id === subscriptionId);
    if (!subscription) throw new HttpError(404, billingMessages.notYours);
    return subscription;
  };

  return new Hono<AppEnv>()
    .post('/users/create_stripe_checkout_session', validate('json', owner.extend({ price_id: id('price_id') })), async (c) => {
      const body = c.req.valid('json');
      const user = requireOwnAccount(c, body.app_user_id);
      const profile = await deps.db.selectFrom('app_users').select(['first_name', 'last_name']).where('id', '=', user.id).executeTakeFirst();
      const customerId = await ensureCustomer(c, user, `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim());
      const session = await answering(() =>
        billing.createCheckoutSession({
          customerId,
          appUserId: user.id,
          email: user.email,
          priceId: body.price_id,
          successUrl: `${deps.publicOrigin()}/profile?checkout=success`,
          cancelUrl: `${deps.publicOrigin()}/pricing?checkout=cancelled`,
        }),
      );
      return c.json<RedirectAnswer>({ url: session.url });
    })
    .post('/users/stripe_active_subscriptions', validate('json', owner), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('json').app_user_id);
      const customerId = await customerOf(deps.db, user.id);
      return c.json(customerId ? await answering(() => billing.activeSubscriptions(customerId)) : []);
    })
    .post('/users/stripe_subscription_schedules', validate('json', owner), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('json').app_user_id);
      const customerId = await customerOf(deps.db, user.id);
      // No schedule: an empty object, which the client's rule (a status, a start date, a price) does not count.
      const schedule = customerId ? await answering(() => billing.subscriptionSchedule(customerId)) : null;
      return c.json<ScheduleAnswer>(schedule ?? {});
    })
    .post('/users/switch_stripe_subscription', validate('json', owner.extend({ new_price_id: id('new_price_id') })), async (c) => {
      const body = c.req.valid('json');
      const customerId = await requireCustomer(requireOwnAccount(c, body.app_user_id));
      const [current] = await answering(() => billing.activeSubscriptions(customerId));
      if (!current) throw new HttpError(400, billingMessages.noSubscription);
      if (await answering(() => billing.subscriptionSchedule(customerId))) throw new HttpError(409, billingMessages.switchPending);
      return c.json(await answering(() => billing.switchAtRenewal({ customerId, subscriptionId: current.id, newPriceId: body.new_price_id })));
    })
    .post('/users/cancel_stripe_subscription_all', validate('json', owner), async (c) => {
      const customerId = await requireCustomer(requireOwnAccount(c, c.req.valid('json').app_user_id));
      const subscriptions = await answering(() => billing.activeSubscriptions(customerId));
      if (subscriptions.length === 0) throw new HttpError(400, billingMessages.noSubscription);
      // A scheduled switch would start a new subscription at the renewal date: cancelling drops it too.
      const schedule = await answering(() => billing.subscriptionSchedule(customerId));
      if (schedule) await answering(() => billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: subscriptions[0]!.id }));
      const cancelled = [];
      for (const subscription of subscriptions) cancelled.push(await answering(() => billing.cancelAtPeriodEnd(subscription.id)));
      return c.json(cancelled);
    })
    .post('/users/revert_stripe_subscription', validate('json', owner.extend({ scheduled_subscription_id: id('scheduled_subscription_id'), current_subscription_id: id('current_subscription_id') })), async (c) => {
      const body = c.req.valid('json');
      const customerId = await requireCustomer(requireOwnAccount(c, body.app_user_id));
      await ownSubscription(customerId, body.current_subscription_id);
      const schedule = await answering(() => billing.subscriptionSchedule(customerId));
      if (!schedule || schedule.id !== body.scheduled_subscription_id) throw new HttpError(404, billingMessages.notYours);
      return c.json(await answering(() => billing.revertSwitch({ scheduleId: schedule.id, subscriptionId: body.current_subscription_id })));
    })
    .post('/users/uncancel_stripe_subscription', validate('json', owner.extend({ subscription_id: id('subscription_id') })), async (c) => {
      const body = c.req.valid('json');
      const customerId = await requireCustomer(requireOwnAccount(c, body.app_user_id));
      await ownSubscription(customerId, body.subscription_id);
      return c.json(await answering(() => billing.resume(body.subscription_id)));
    })
    .post('/users/stripe_payment_methods', validate('json', owner), async (c) => {
      const user = requireOwnAccount(c, c.req.valid('json').app_user_id);
      const customerId = await customerOf(deps.db, user.id);
      return c.json(customerId ? await answering(() => billing.paymentMethods(customerId)) : []);
    })
    .post('/users/create_stripe_customer_portal_session', validate('json', owner), async (c) => {
      const customerId = await requireCustomer(requireOwnAccount(c, c.req.valid('json').app_user_id));
      return c.json(await answering(() => billing.createPortalSession({ customerId, returnUrl: `${deps.publicOrigin()}/profile` })));
    });
}
