import { describe, expect, it } from 'vitest';
import type { BillingPlans, Subscription } from '../api/types';
import { pendingSwitchOf, subscriptionStateOf } from './subscription-state';

const plans: BillingPlans = {
  provider: 'local',
  monthly: { price_id: 'price_monthly', amount_in_cents: 500, interval: 'month' },
  annual: { price_id: 'price_annual', amount_in_cents: 4800, interval: 'year' },
};
const PERIOD_END = 1_800_000_000;
const subscription = (changes: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_1',
  customer: 'cus_1',
  plan: { id: 'price_monthly' },
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  items: { data: [{ id: 'si_1', price: { id: 'price_monthly' }, current_period_end: PERIOD_END }] },
  metadata: {},
  ...changes,
});
const schedule = { id: 'sub_sched_1', status: 'not_started' as const, phases: [{ start_date: PERIOD_END, items: [{ price: 'price_annual' }] }] };

describe('when the cook has no subscription', () => {
  it('says none, whatever schedule is around', () => {
    expect(subscriptionStateOf([], schedule, plans)).toEqual({ kind: 'none' });
  });
});

describe('when the subscription is active and not cancelling', () => {
  it('names the plan by its price id and renews at the end of the current period', () => {
    const state = subscriptionStateOf([subscription()], {}, plans);
    expect(state).toMatchObject({ kind: 'active', plan: 'Monthly', renewsAt: new Date(PERIOD_END * 1000) });
  });

  it('reads a price that is neither plan as Unknown', () => {
    expect(subscriptionStateOf([subscription({ plan: { id: 'price_old' } })], {}, plans)).toMatchObject({ kind: 'active', plan: 'Unknown' });
  });
});

describe('when the subscription cancels at period end', () => {
  const cancelling = subscription({ cancel_at_period_end: true, cancel_at: PERIOD_END });

  it('with a counting schedule, moves to the other plan on the schedule start date', () => {
    expect(subscriptionStateOf([cancelling], schedule, plans)).toMatchObject({ kind: 'switching', plan: 'Monthly', to: 'Annual', startsAt: new Date(PERIOD_END * 1000), scheduleId: 'sub_sched_1' });
  });

  it('without a schedule ({}), ends on the cancel date', () => {
    expect(subscriptionStateOf([cancelling], {}, plans)).toMatchObject({ kind: 'ending', endsAt: new Date(PERIOD_END * 1000) });
  });
});

describe('a schedule counts only when active or not started, with a phase start date and a price', () => {
  it.each([
    ['released', { ...schedule, status: 'released' as const }],
    ['completed', { ...schedule, status: 'completed' as const }],
    ['without a start date', { ...schedule, phases: [{ items: [{ price: 'price_annual' }] }] }],
    ['without a price', { ...schedule, phases: [{ start_date: PERIOD_END, items: [] }] }],
    ['empty', {}],
  ])('%s does not count', (_, candidate) => {
    expect(pendingSwitchOf(candidate)).toBeNull();
  });

  it('active counts as well as not_started', () => {
    expect(pendingSwitchOf({ ...schedule, status: 'active' as const })).toMatchObject({ priceId: 'price_annual' });
  });
});
