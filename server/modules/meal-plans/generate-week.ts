// The generate-week-plan job's work: start the plan with the cook's wishes, decide one meal at a
// time and commit them in growing groups (so the cook's page fills live), then complete it.
// Everything is read back from the stream first, so a retried job continues where the last attempt
// stopped: the derived meal ids make a second copy of a meal impossible.
import type pg from 'pg';
import { handleCommand, loadStream, type LoadedStream } from '../../event-store/command-handler.ts';
import { fold } from '../../event-store/decider.ts';
import type { EventMetadata, JobRequest } from '../../event-store/types.ts';
import { groceryRefreshJob } from '../../grocery-refresh.job.ts';
import { mealPlanDecider, type MealPlanCommand, type PlannedMealData } from './meal-plans.decider.ts';
import { GENERATE_WEEK_PLAN_TASK, generatedMealIdFor, mealPlanIdFor, mealPlanStreamId, mealsOfDay, type MealOfDay, type MealPlanEvent } from './meal-plans.events.ts';
import { mealsOfKind, type MealPlanState } from './meal-plan.state.ts';
import { freeDayFor, pickRecipe, reasonOf, weekSlots } from './planner/index.ts';
import { findCookPreferences, loadPlannerSnapshot, type MealNeeds } from './planner-snapshot.queries.ts';

export interface GenerateWeekInput {
  appUserId: string;
  weekStart: string;
}

export interface GenerateWeekHooks {
  /** Called after each commit of meals, with how many the week has (tests hold a job here to kill its process mid-plan). */
  afterMeals?: (planned: number) => Promise<void>;
  now?: () => Date;
}

export type GenerateWeekOutcome = { kind: 'no-user' } | { kind: 'already-complete' } | { kind: 'completed'; planned: number; wanted: number; newlyPlanned: number };

export async function generateWeek(pool: pg.Pool, input: GenerateWeekInput, metadata: EventMetadata, hooks: GenerateWeekHooks = {}): Promise<GenerateWeekOutcome> {
  const now = hooks.now ?? (() => new Date());
  const streamId = mealPlanStreamId(input.appUserId, input.weekStart);
  // The stream as this job last wrote it: each step decides on it and appends at its version without
  // reading the stream again (a dozen commands per plan); a concurrent writer makes that step re-read.
  let stream: LoadedStream<MealPlanState> | undefined;
  // Each step is its own command (event ids derive from the command id): named after the step. Its
  // read model is left to the runner: no request waits on a step's answer, and applied in the commit
  // each meal took twice as long (decision 0041).
  const run = async (command: MealPlanCommand, jobs?: JobRequest[]) => {
    // A group is named by all its meals: a retried job's group that starts with the same meal but
    // holds others must not take the ids of the events an earlier group recorded.
    const step = command.type === 'PlanMeals' ? `PlanMeals:${command.meals.map((meal) => meal.mealId).join('+')}` : command.type;
    const outcome = await handleCommand(pool, { streamId, ownerId: input.appUserId, decider: mealPlanDecider, command, metadata: { ...metadata, commandId: `${metadata.commandId}:${step}` }, jobs: jobs && (() => jobs), known: stream, applyReadModels: false });
    stream = outcome.stream ?? (await loadStream<MealPlanEvent, MealPlanState>(pool, streamId, mealPlanDecider));
    return { events: outcome.events, state: stream.state };
  };

  const cook = await findCookPreferences(pool, input.appUserId);
  if (!cook) return { kind: 'no-user' };
  const seed = `week:${mealPlanIdFor(input.appUserId, input.weekStart)}`;
  let { state } = await run({ type: 'StartPlanGeneration', appUserId: input.appUserId, weekStart: input.weekStart, wishes: cook.wishes, startedAt: now().toISOString(), seed });
  if (state.generationCompleted) return { kind: 'already-complete' };
  const plan = state.plan!;
  const unfilled = new Map<MealOfDay, { missing: number; why: string }>();
  const leaveEmpty = (mealOfDay: MealOfDay, missing: number, why: string) => {
    const known = unfilled.get(mealOfDay);
    unfilled.set(mealOfDay, { missing: (known?.missing ?? 0) + missing, why: known && known.why !== why ? `${known.why} ${why}` : why });
  };
  let newlyPlanned = 0;

  // The recorded wishes, not today's preferences: a retry plans the week that was started. One meal
  // of a kind a day, on the days left: a week begun on Friday has room for three dinners, not five.
  const counts = { breakfast: plan.wishes.breakfast.count, lunch: plan.wishes.lunch.count, dinner: plan.wishes.dinner.count };
  const { slots, unfitting } = weekSlots(counts, plan.weekStart, plan.firstDay);
  for (const gap of unfitting) leaveEmpty(gap.mealOfDay, gap.missing, gap.why);
  // Candidates only for meal times with a slot to fill (a cook wanting no breakfasts has none).
  const needs: MealNeeds = {};
  for (const slot of slots) needs[slot.mealOfDay] = (needs[slot.mealOfDay] ?? 0) + 1;
  const snapshot = await loadPlannerSnapshot(pool, cook, input.weekStart, needs);
  // Meals are committed in groups, the first alone (a meal on the page at once), each next one four
  // times the last: a 21-meal week in three commits. A commit, its projection and its notice cost
  // the machine several times a pick; one meal to a commit took 4 ms a meal (decision 0042).
  let pending: Array<{ slot: (typeof slots)[number]; meal: PlannedMealData }> = [];
  let groupSize = 1;
  const toPlan = [...slots];
  const commitPending = async () => {
    if (pending.length === 0) return;
    const group = pending;
    pending = [];
    groupSize *= 4;
    const outcome = await run({ type: 'PlanMeals', meals: group.map(({ meal }) => meal) });
    // Decided on the week as it stands: a meal the cook added meanwhile is in it, and counts.
    state = outcome.state;
    newlyPlanned += outcome.events.length;
    // A slot whose meal the new week refused (the cook took its place or its day meanwhile) is
    // planned again on that week, as a slot visited after the cook's change would have been.
    toPlan.unshift(...group.filter(({ meal }) => !state.meals[meal.mealId]).map(({ slot }) => slot));
    await hooks.afterMeals?.(Object.keys(state.meals).length);
  };
  while (toPlan.length > 0 || pending.length > 0) {
    // The last group goes when no slot is left; a slot it gives back is planned again.
    const slot = toPlan.shift();
    if (!slot) {
      await commitPending();
      continue;
    }
    const { mealOfDay, position } = slot;
    const planned = mealsOfKind(state, mealOfDay);
    // A meal the cook added meanwhile in this slot counts toward the wish.
    if (planned.some((meal) => meal.position === position)) continue;
    // One on this slot's day already (the cook's): the nearest day no meal of the kind has or will have.
    const later = slots.filter((other) => other.mealOfDay === mealOfDay && other.position > position).map((other) => other.plannedCookDate);
    const plannedCookDate = freeDayFor(plan.weekStart, plan.firstDay, [...planned.map((meal) => meal.plannedCookDate), ...later], slot.plannedCookDate);
    if (plannedCookDate === undefined) {
      leaveEmpty(mealOfDay, 1, `Every day left this week already has a ${mealOfDay}.`);
      continue;
    }
    const mealId = generatedMealIdFor(plan.mealPlanId, mealOfDay, position);
    const week = Object.values(state.meals).map(({ recipeId, mealOfDay: kind, plannedCookDate: date }) => ({ recipeId, mealOfDay: kind, plannedCookDate: date }));
    const pick = pickRecipe(snapshot, { mealOfDay, plannedCookDate, prepFrom: plan.firstDay }, week, `${seed}:${mealId}`);
    if (pick.kind === 'none') {
      leaveEmpty(mealOfDay, 1, pick.why);
      continue;
    }
    const meal: PlannedMealData = { mealId, mealOfDay, position, plannedCookDate, recipeId: pick.recipe.id, recipeName: pick.recipe.name, servings: plan.wishes[mealOfDay].servings, source: 'generator', ...reasonOf(pick) };
    // The next pick sees this meal in the week, as its commit will.
    state = fold(mealPlanDecider, mealPlanDecider.decide({ type: 'PlanMeals', meals: [meal] }, state), state);
    pending.push({ slot, meal });
    if (pending.length >= groupSize) await commitPending();
  }

  const completed = await run(
    { type: 'CompletePlanGeneration', unfilled: [...unfilled].map(([mealOfDay, gap]) => ({ mealOfDay, ...gap })), completedAt: now().toISOString() },
    [groceryRefreshJob(input.appUserId, [input.weekStart])],
  );
  const done = completed.events.find((event) => event.type === 'PlanGenerationCompleted');
  return done ? { kind: 'completed', planned: done.data.planned, wanted: done.data.wanted, newlyPlanned } : { kind: 'already-complete' };
}

/** The job a plan request causes, enqueued in the request's transaction (one per user and week). */
export const generateWeekPlanJob = (appUserId: string, weekStart: string): JobRequest => ({
  task: GENERATE_WEEK_PLAN_TASK,
  payload: { appUserId, weekStart },
  jobKey: `${GENERATE_WEEK_PLAN_TASK}:${appUserId}:${weekStart}`,
});

/** The jobs caused by newly decided plan events: a plan request causes its generation. */
export function jobsForPlanEvents(events: readonly { type: string; data: unknown }[]): JobRequest[] {
  return events
    .filter((event) => event.type === 'PlanGenerationRequested')
    .map((event) => {
      const { appUserId, weekStart } = event.data as { appUserId: string; weekStart: string };
      return generateWeekPlanJob(appUserId, weekStart);
    });
}
