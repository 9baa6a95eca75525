// Checkout sessions, as Stripe Checkout's: made for one price with the customer's email, open for a
// day, paid once on the stand-in's checkout page (the card read as test mode reads it), which starts
// the subscription and announces checkout.session.completed and customer.subscription.created.
import type { BillingPort } from '../../modules/billing/billing.port.ts';
import { wholeSeconds } from './calendar.ts';
import { readCard, type CardInput } from './cards.ts';
import { checkUrl, sameSecret } from './checks.ts';
import type { LocalBillingContext } from './context.ts';
import { localId, newFormToken } from './ids.ts';
import { planOf, type LocalPlan } from './plans.ts';
import { insertCard, insertSubscription, requireCustomer, subscriptionObject, type CheckoutRow, type Queryable } from './store.ts';

/** Stripe Checkout sessions expire after a day. */
const CHECKOUT_TTL_MS = 24 * 60 * 60_000;

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

/** What the checkout page asks of the stand-in, beside the port's createCheckoutSession. */
export interface Checkouts extends Pick<BillingPort, 'createCheckoutSession'> {
  checkoutView(sessionId: string): Promise<CheckoutView>;
  completeCheckout(sessionId: string, input: { formToken: string; card: CardInput }): Promise<CheckoutCompletion>;
}

/** Stripe fills {CHECKOUT_SESSION_ID} in the success url with the session's id. */
function withSessionId(url: string, sessionId: string): string {
  return url.split('{CHECKOUT_SESSION_ID}').join(encodeURIComponent(sessionId));
}

async function checkoutRow(client: Queryable, sessionId: string, lock = false): Promise<CheckoutRow | undefined> {
  const { rows } = await client.query<CheckoutRow>(`select * from local_billing_checkout_sessions where id = $1${lock ? ' for update' : ''}`, [sessionId]);
  return rows[0];
}

export function checkouts({ db, now, origin, change, runDue }: LocalBillingContext): Checkouts {
  return {
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
        [id, customerId, appUserId, email, priceId, successUrl, cancelUrl, newFormToken(), created, new Date(created.getTime() + CHECKOUT_TTL_MS)],
      );
      return { id, url: `${origin()}/billing/local/checkout/${id}` };
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
        await insertCard(client, { customerId: row.customer_id, brand: read.brand, last4: read.last4, month: read.month, year: read.year, at });
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
  };
}
