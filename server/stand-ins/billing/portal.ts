// The customer portal, as Stripe's: a session per visit, the cards on file and the live
// subscriptions shown, and one card kept (a new one replaces it).
import type { BillingPaymentMethod, BillingPort, SubscriptionStatus } from '../../modules/billing/billing.port.ts';
import { readExpiry } from './cards.ts';
import { checkUrl, sameSecret } from './checks.ts';
import type { LocalBillingContext } from './context.ts';
import { localId, newFormToken } from './ids.ts';
import { offered, type LocalPlan } from './plans.ts';
import { cardsOnFile, insertCard, liveSubscriptions, requireCustomer, toPaymentMethod, type ScheduleRow } from './store.ts';

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

/** What the portal page asks of the stand-in, beside the port's portal session and cards. */
export interface Portal extends Pick<BillingPort, 'createPortalSession' | 'paymentMethods'> {
  portalView(sessionId: string): Promise<PortalView>;
  replaceCard(sessionId: string, input: { formToken: string; last4: string; expiryMonth: string; expiryYear: string }): Promise<CardReplacement>;
}

export function portal({ db, now, origin, change, runDue }: LocalBillingContext): Portal {
  return {
    async createPortalSession({ customerId, returnUrl }) {
      checkUrl(returnUrl, 'return URL');
      await requireCustomer(db, customerId);
      const id = localId('bps_local');
      await db.query('insert into local_billing_portal_sessions (id, customer_id, return_url, form_token, created_at) values ($1, $2, $3, $4, $5)', [
        id,
        customerId,
        returnUrl,
        newFormToken(),
        now(),
      ]);
      return { url: `${origin()}/billing/local/portal/${id}` };
    },

    async paymentMethods(customerId) {
      await runDue();
      await requireCustomer(db, customerId);
      return (await cardsOnFile(db, customerId)).map(toPaymentMethod);
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
      const cards = await cardsOnFile(db, session.customer_id);
      const subscriptions = await liveSubscriptions(db, session.customer_id);
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
        await insertCard(client, { customerId: session.customer_id, brand: 'visa', last4: last4.trim(), month: expiry.month, year: expiry.year, at });
        return { outcome: 'replaced' };
      });
    },
  };
}
