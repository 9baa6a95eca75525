import { describe, expect, it } from 'vitest';
import { groceryRefreshJob, groceryRefreshJobsAfterPantryChange, groceryRefreshPayload, refreshWindow, weeksAfterPantryChange } from './grocery-refresh.job.ts';
import { weekPlan } from './grocery-refresh.test-support.ts';

const cook = '1b7e6a52-43c5-4b51-9a8f-2f4a0c1d9e01';
const thisWeek = '2026-11-23';
const nextWeek = '2026-11-30';
const STEW = 'recipe-stew';
const SOUP = 'recipe-soup';
/** The stew uses what the pantry change touched; the soup does not. */
const usesChanged = (recipeId: string) => recipeId === STEW;

describe('the refresh job', () => {
  describe('when it is enqueued for some weeks', () => {
    it('names the cook and each week once, in order, in its key, so a burst of changes runs once', () => {
      expect(groceryRefreshJob(cook, [nextWeek, thisWeek, nextWeek])).toEqual({
        task: 'refresh-grocery-list',
        payload: { appUserId: cook, weekStarts: [thisWeek, nextWeek] },
        jobKey: `refresh-grocery-list:${cook}:${thisWeek}+${nextWeek}`,
      });
      expect(groceryRefreshJob(cook, [thisWeek, nextWeek]).jobKey).toBe(groceryRefreshJob(cook, [nextWeek, thisWeek]).jobKey);
    });
  });

  describe('when its payload is read', () => {
    it('takes the weeks it names', () => {
      expect(groceryRefreshPayload.parse({ appUserId: cook, weekStarts: [thisWeek, nextWeek] })).toEqual({ appUserId: cook, weekStarts: [thisWeek, nextWeek] });
    });
    it('takes a job queued by an earlier version, of one week, as that week', () => {
      expect(groceryRefreshPayload.parse({ appUserId: cook, weekStart: thisWeek })).toEqual({ appUserId: cook, weekStarts: [thisWeek] });
    });
    it('refuses a payload with no week, a week that is not a date, or no cook', () => {
      expect(() => groceryRefreshPayload.parse({ appUserId: cook, weekStarts: [] })).toThrow();
      expect(() => groceryRefreshPayload.parse({ appUserId: cook, weekStarts: ['next monday'] })).toThrow();
      expect(() => groceryRefreshPayload.parse({ weekStarts: [thisWeek] })).toThrow();
    });
  });
});

describe('the weeks a pantry change refreshes', () => {
  describe('when it is any day of the week', () => {
    it("are today's week and the week after it (spec §9)", () => {
      expect(refreshWindow('2026-11-23')).toEqual([thisWeek, nextWeek]);
      // Sunday: its week began six days ago, and tomorrow begins the next.
      expect(refreshWindow('2026-11-29')).toEqual([thisWeek, nextWeek]);
    });
    it('go out as one job, with any other week the change touched (the week of a meal cooked)', () => {
      expect(groceryRefreshJobsAfterPantryChange(cook, '2026-11-25')).toEqual([groceryRefreshJob(cook, [thisWeek, nextWeek])]);
      expect(groceryRefreshJobsAfterPantryChange(cook, '2026-11-25', ['2026-11-16'])).toEqual([groceryRefreshJob(cook, ['2026-11-16', thisWeek, nextWeek])]);
    });
  });

  describe('when a week of the two has no plan stream yet', () => {
    it('are both, and nothing is held: there is no plan to hold', () => {
      const weeks = [weekPlan(cook, thisWeek, [{ recipeId: SOUP, servings: 2 }]), weekPlan(cook, nextWeek)];
      expect(weeksAfterPantryChange(weeks, usesChanged)).toEqual({ due: [thisWeek, nextWeek], guards: [] });
    });
  });

  describe('when both weeks have plans', () => {
    it('are those with an uncooked meal whose recipe uses a changed ingredient', () => {
      const weeks = [weekPlan(cook, thisWeek, [{ recipeId: STEW, servings: 2 }]), weekPlan(cook, nextWeek, [{ recipeId: SOUP, servings: 2 }, { recipeId: STEW, servings: 4 }])];
      expect(weeksAfterPantryChange(weeks, usesChanged)).toEqual({ due: [thisWeek, nextWeek], guards: [] });
    });
    it('leave out a week whose meals use none of them, holding its plan at the version read', () => {
      const weeks = [weekPlan(cook, thisWeek, [{ recipeId: SOUP, servings: 2 }]), weekPlan(cook, nextWeek, [{ recipeId: STEW, servings: 2 }])];
      expect(weeksAfterPantryChange(weeks, usesChanged)).toEqual({ due: [nextWeek], guards: [{ streamId: weeks[0]!.streamId, version: weeks[0]!.stream.version }] });
    });
    it('leave out a week whose only use of them is a meal already cooked', () => {
      const weeks = [weekPlan(cook, thisWeek, [{ recipeId: STEW, servings: 2, cooked: true }, { recipeId: SOUP, servings: 2 }]), weekPlan(cook, nextWeek, [{ recipeId: SOUP, servings: 2 }])];
      expect(weeksAfterPantryChange(weeks, usesChanged)).toEqual({ due: [], guards: weeks.map((week) => ({ streamId: week.streamId, version: week.stream.version })) });
    });
  });
});
