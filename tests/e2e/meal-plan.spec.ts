// The meal plan page against the real product: a new cook watches this week's plan fill in live,
// then works with the plan (cards, sections, preferences, the meal's own page) and its grocery list.
// The generator is the product's own task, paced so a person (and this test) can see meals land one
// by one: each meal is still its own commit pushed to the cook's websocket.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { GENERATE_WEEK_PLAN_TASK } from '../../server/modules/meal-plans/index.ts';
import { generateWeekPlanTask } from '../../workers/tasks/generate-week-plan.ts';
import { eventually, issueTestBetaCodes } from '../setup/larder.ts';
import { screenshot, type PageRealtime } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

/** Milliseconds the generator waits after each meal; 0 once the live journey has been watched. */
let paceMs = 700;
let pool: ReturnType<typeof createPool> | undefined;

const product = catalogueProduct({
  workerTasks: {
    [GENERATE_WEEK_PLAN_TASK]: (payload, helpers) => {
      pool ??= createPool(product.larder.database.url, { max: 2, applicationName: 'meal-plan-spec-generator' });
      return generateWeekPlanTask(pool, { afterMeal: () => new Promise((resolve) => setTimeout(resolve, paceMs)) })(payload, helpers);
    },
  },
});

type Counting = { __mealCounts?: number[]; __samePage?: boolean; document: { querySelectorAll(selector: string): { length: number } } };

/** Records, in the page, every new count of meal cards, and marks the page so a reload would show. */
async function recordMealCounts(page: Page) {
  await page.evaluate(() => {
    const win = globalThis as unknown as Counting & { MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void }; document: { body: unknown } };
    win.__samePage = true;
    win.__mealCounts = [];
    const record = () => {
      const count = win.document.querySelectorAll('[data-testid="meal-card"]').length;
      if (win.__mealCounts!.at(-1) !== count) win.__mealCounts!.push(count);
    };
    record();
    new win.MutationObserver(record).observe(win.document.body, { childList: true, subtree: true });
  });
}

describe('a new cook opening the meal plan while it is generated', () => {
  it('sees the meals appear one by one with a progress count, without reloading, up to the wanted number', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'set-up');
      await page.goto(product.at('/meal-plan'));
      await page.getByText('Get meal plan').first().waitFor();
      await page.waitForFunction(() => (globalThis as unknown as PageRealtime).__larderRealtimeReady === true);
      await recordMealCounts(page);

      // Access arrives: the plan is requested and the generator starts.
      const [code] = await issueTestBetaCodes(product.larder, 1);
      expect((await cook.api.post('/api/v1/beta-code', { code })).status).toBe(200);

      const progress = page.getByTestId('generation-count');
      await progress.waitFor({ timeout: 20_000 });
      await page.getByText('Meals are being generated...').waitFor();
      await page.getByText("We're cooking up your meal plan...").waitFor();
      expect(await progress.textContent()).toMatch(/^\d+ of 9 meals planned$/);
      // Mid-generation: some meals are on the page, not all.
      await page.waitForFunction(() => {
        const count = (globalThis as unknown as Counting).document.querySelectorAll('[data-testid="meal-card"]').length;
        return count >= 2 && count < 9;
      });
      await screenshot(page, 'meal-plan-generating');

      await page.getByTestId('generation-progress').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await page.getByTestId('meal-card').count()).toBe(9);
      const counts = await page.evaluate(() => (globalThis as unknown as Counting).__mealCounts!);
      // The count only grew, through several values, and ended at the wanted number.
      expect(counts.at(-1)).toBe(9);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(new Set(counts.filter((count) => count > 0 && count < 9)).size).toBeGreaterThanOrEqual(3);
      expect(await page.evaluate(() => (globalThis as unknown as Counting).__samePage)).toBe(true);
      for (const section of ['Breakfast', 'Lunch', 'Dinner']) expect(await page.getByRole('region', { name: section }).getByTestId('meal-card').count()).toBe(3);
      await page.getByText('This week').waitFor();
      await screenshot(page, 'meal-plan-complete');
      expect(errors).toEqual([]);
    });
  });
});
