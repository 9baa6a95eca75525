// generate-week-plan: caused by PlanGenerationRequested (same transaction), one job per user and week.
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { generateWeek, type GenerateWeekHooks } from '../../server/modules/meal-plans/index.ts';

const payloadSchema = z.object({
  appUserId: z.uuid(),
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** Told how long each generation took (the larder_plan_generation_seconds histogram). */
export interface PlanGenerationObserver {
  planGenerated(seconds: number, outcome: string): void;
}

export const generateWeekPlanTask = (pool: pg.Pool, hooks: GenerateWeekHooks = {}, observer?: PlanGenerationObserver): Task => async (payload, helpers) => {
  const input = payloadSchema.parse(payload);
  const key = `generate-week-plan:${input.appUserId}:${input.weekStart}`;
  const started = performance.now();
  let outcome: Awaited<ReturnType<typeof generateWeek>>;
  try {
    outcome = await generateWeek(pool, input, { actor: 'system:worker', commandId: `${key}:${helpers.job.id}`, correlationId: key, causationId: `job:${helpers.job.id}` }, hooks);
  } catch (error) {
    observer?.planGenerated((performance.now() - started) / 1000, 'error');
    throw error;
  }
  observer?.planGenerated((performance.now() - started) / 1000, outcome.kind);
  helpers.logger.info(`week plan ${input.weekStart} for ${input.appUserId}: ${outcome.kind}`);
};
