// The stand-in's clock: time moves only when something asks. runDue() applies the renewals, endings
// and scheduled switches due at now(), earliest first, each in its own transaction with its events,
// and every call of the stand-in runs it first, as Stripe's clock would have.
import type { LocalBillingContext } from './context.ts';
import { addMonths } from './calendar.ts';
import { offered } from './plans.ts';
import { insertSubscription, subscriptionObject, type ScheduleRow, type SubscriptionRow } from './store.ts';

/** Bounded: a clock moved years ahead renews month by month, each renewal announced. */
const MOST_STEPS = 10_000;

export function dueRunner({ change, now, log }: Pick<LocalBillingContext, 'change' | 'now' | 'log'>): () => Promise<void> {
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

  return async function runDue(): Promise<void> {
    const at = now();
    for (let step = 0; step < MOST_STEPS; step++) {
      if (!(await runOneDue(at))) return;
    }
    log('local billing: runDue stopped after 10,000 steps', {});
  };
}
