// What the profile says about a subscription (spec §4 'Subscription display'), decided from the
// provider's answers alone so the rules can be tested without a screen.
import type { BillingPlans, Subscription, SubscriptionSchedule } from '../api/types';

export type PlanName = 'Monthly' | 'Annual' | 'Unknown';
export type PlanPeriod = 'monthly' | 'annual';

/** A schedule that will really switch the plan: active or not started, with a start date and a price. */
export interface PendingSwitch {
  scheduleId: string;
  startsAt: Date;
  priceId: string;
}

export type SubscriptionState =
  | { kind: 'none' }
  | { kind: 'active'; subscription: Subscription; plan: PlanName; renewsAt: Date | null }
  | { kind: 'switching'; subscription: Subscription; plan: PlanName; to: PlanName; startsAt: Date; scheduleId: string }
  | { kind: 'ending'; subscription: Subscription; plan: PlanName; endsAt: Date | null };

const fromSeconds = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

export function periodOf(priceId: string | undefined, plans: BillingPlans | undefined): PlanPeriod | null {
  if (!priceId || !plans) return null;
  if (priceId === plans.monthly.price_id) return 'monthly';
  if (priceId === plans.annual.price_id) return 'annual';
  return null;
}

export function planNameOf(priceId: string | undefined, plans: BillingPlans | undefined): PlanName {
  const period = periodOf(priceId, plans);
  return period === 'monthly' ? 'Monthly' : period === 'annual' ? 'Annual' : 'Unknown';
}

/** The subscription's price: its plan, or its first item's price when the plan is missing. */
export const priceIdOf = (subscription: Subscription) => subscription.plan?.id ?? subscription.items.data[0]?.price.id;

/** The answer, read defensively: a provider's schedule may lack any field, and none is `{}`. */
type Loose<T> = T extends readonly (infer Item)[] ? readonly Loose<Item>[] : T extends object ? { [K in keyof T]?: Loose<T[K]> } : T;

export function pendingSwitchOf(schedule: Loose<SubscriptionSchedule> | undefined): PendingSwitch | null {
  if (!schedule?.id || (schedule.status !== 'active' && schedule.status !== 'not_started')) return null;
  // The phase that starts the new price: the last one (a schedule may keep the current phase first).
  const phase = schedule.phases?.findLast((each) => typeof each.start_date === 'number' && each.items?.[0]?.price);
  if (!phase) return null;
  return { scheduleId: schedule.id, startsAt: new Date(phase.start_date! * 1000), priceId: phase.items![0]!.price! };
}

export function subscriptionStateOf(subscriptions: Subscription[], schedule: Loose<SubscriptionSchedule> | undefined, plans: BillingPlans | undefined): SubscriptionState {
  const [subscription] = subscriptions;
  if (!subscription) return { kind: 'none' };
  const plan = planNameOf(priceIdOf(subscription), plans);
  const periodEnd = fromSeconds(subscription.items.data[0]?.current_period_end);
  if (!subscription.cancel_at_period_end) return { kind: 'active', subscription, plan, renewsAt: periodEnd };
  const pending = pendingSwitchOf(schedule);
  if (pending) return { kind: 'switching', subscription, plan, to: planNameOf(pending.priceId, plans), startsAt: pending.startsAt, scheduleId: pending.scheduleId };
  return { kind: 'ending', subscription, plan, endsAt: fromSeconds(subscription.cancel_at) ?? periodEnd };
}

/** 'December 22, 2026': the way billing dates read on the profile. */
export const billingDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** '$5' or '$4.50' from cents. */
export const dollars = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
