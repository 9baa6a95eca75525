// The weekly schedule: every cook with setup and access gets next week's plan requested (reason
// 'weekly-schedule'), each request causing its generate-week-plan job in the same transaction.
// Safe to run at any time and any number of times: a week already requested appends nothing.
import type pg from 'pg';
import { handleCommand } from '../../event-store/command-handler.ts';
import type { EventMetadata } from '../../event-store/types.ts';
import { jobsForPlanEvents } from './generate-week.ts';
import { mealPlanDecider } from './meal-plans.decider.ts';
import { mealPlanStreamId } from './meal-plans.events.ts';
import { addDays, todayUtc, weekEndOf, weekStartOf } from './weeks.ts';

export const PLAN_NEXT_WEEK_TASK = 'plan-next-week';
/** Mondays at 00:05 UTC: the week that just began was planned a week ago; next week is planned now. */
export const PLAN_NEXT_WEEK_SCHEDULE = '5 0 * * 1';

export interface WeeklyScheduleOutcome {
  weekStart: string;
  readyCooks: number;
  requested: number;
}

/** The week after the one holding `now` (UTC). */
export const nextWeekOf = (now: Date) => addDays(weekStartOf(todayUtc(now)), 7);

export async function requestNextWeekPlans(pool: pg.Pool, now: Date, metadata: (appUserId: string) => EventMetadata, concurrency = 4): Promise<WeeklyScheduleOutcome> {
  const weekStart = nextWeekOf(now);
  const { rows: ready } = await pool.query<{ id: string }>('select id from app_users where setup_complete and has_access');
  // Cooks whose week already has a stream (requested, opened, or added to) would append nothing:
  // skipping them up front keeps a second run cheap at tens of thousands of cooks.
  const { rows: pending } = await pool.query<{ id: string }>(
    `select u.id from app_users u
      where u.setup_complete and u.has_access
        and not exists (select 1 from events e where e.stream_id = 'mealplan-' || u.id || '-' || $1::text)
      order by u.id`,
    [weekStart],
  );
  let requested = 0;
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const appUserId = pending[next++]!.id;
      if (await requestWeekPlan(pool, appUserId, weekStart, now, metadata(appUserId))) requested++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { weekStart, readyCooks: ready.length, requested };
}

/** Requests one cook's week as the schedule does (its job in the same commit); false if it was requested before. */
export async function requestWeekPlan(pool: pg.Pool, appUserId: string, weekStart: string, now: Date, metadata: EventMetadata): Promise<boolean> {
  const outcome = await handleCommand(pool, {
    streamId: mealPlanStreamId(appUserId, weekStart),
    ownerId: appUserId,
    decider: mealPlanDecider,
    command: { type: 'RequestPlanGeneration', appUserId, weekStart, weekEnd: weekEndOf(weekStart), requestedAt: now.toISOString(), reason: 'weekly-schedule' },
    metadata,
    jobs: (events) => jobsForPlanEvents(events),
  });
  return outcome.events.length > 0;
}
