// Subscriptions and their changes: what is live, the plan switch scheduled for the renewal date and
// its undoing, cancelling at the period's end and resuming. Each change announces
// customer.subscription.updated when the subscription changed.
import { BillingRequestError, type BillingPort } from '../../modules/billing/billing.port.ts';
import { addMonths } from './calendar.ts';
import type { LocalBillingContext } from './context.ts';
import { localId } from './ids.ts';
import { planOf } from './plans.ts';
import {
  cancelPendingSchedules,
  findSubscription,
  liveSubscriptions,
  requireCustomer,
  requireLive,
  setCancelling,
  subscriptionObject,
  toSchedule,
  toSubscription,
  type ScheduleRow,
} from './store.ts';

export type Subscriptions = Pick<
  BillingPort,
  'activeSubscriptions' | 'subscriptionSchedule' | 'switchAtRenewal' | 'cancelAtPeriodEnd' | 'revertSwitch' | 'resume'
>;

export function subscriptions({ db, now, change, runDue }: LocalBillingContext): Subscriptions {
  /** Cancelling at the period's end, or resuming: either way a switch waiting at the renewal is dropped. */
  const setCancellingDroppingSwitches = async (subscriptionId: string, cancelling: boolean) => {
    await runDue();
    return change(async (client, announce) => {
      const subscription = await findSubscription(client, subscriptionId, true);
      requireLive(subscription);
      await cancelPendingSchedules(client, subscription.id);
      const { row, changed } = await setCancelling(client, subscription, cancelling);
      if (changed) announce('customer.subscription.updated', subscriptionObject(row));
      return toSubscription(row);
    });
  };

  return {
    async activeSubscriptions(customerId) {
      await runDue();
      await requireCustomer(db, customerId);
      return (await liveSubscriptions(db, customerId)).map(toSubscription);
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

    // Cancelling means no further charge, so a switch waiting at the renewal no longer happens;
    // resuming keeps this subscription, so a pending switch would otherwise start a second one.
    cancelAtPeriodEnd: (subscriptionId) => setCancellingDroppingSwitches(subscriptionId, true),

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

    resume: (subscriptionId) => setCancellingDroppingSwitches(subscriptionId, false),
  };
}
