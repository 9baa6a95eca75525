// Every dialog's X is a button named 'Close' (the theme names it for every Modal and Drawer), so a
// screen reader says what it does; a dialog that names its own X keeps that name.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessibility } from './support/accessibility.ts';
import { resizeViewport, weekPlanShown } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
const { at, withBrowser } = product;
const WAIT = { timeout: 15_000 };
/** A whole walk through four screens: well within this even when the machine is busy. */
const JOURNEY_TIMEOUT_MS = 180_000;

/** Opens a dialog, finds its X by role and name, and closes the dialog with it; `screen` names a dialog no other spec pictures, to check it. */
async function closesWithNamedX(page: Page, open: () => Promise<void>, dialog: Locator, screen?: string) {
  await open();
  await dialog.waitFor(WAIT);
  if (screen) await checkAccessibility(page, screen);
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  expect(await close.count()).toBe(1);
  await close.click();
  await dialog.waitFor({ state: 'detached', ...WAIT });
}

describe('dialog close buttons', () => {
  it(
    "are named 'Close': Add Pantry Item, Modify Meal Plan Preferences, Contact support and the phone menu; the recipe wizard keeps 'Close the wizard'",
    async () => {
      await withBrowser(async (browser, errors) => {
        const { page } = browser;
        await cookIn(product.larder, browser, 'ready');

        await page.goto(at('/pantry'));
        await page.getByRole('heading', { name: 'My Pantry' }).waitFor(WAIT);
        await closesWithNamedX(page, () => page.getByRole('button', { name: 'Add Item' }).click(), page.getByRole('dialog', { name: 'Add Pantry Item' }));

        await page.goto(at('/meal-plan'));
        await weekPlanShown(page, 60_000);
        const modify = page.getByRole('button', { name: 'Modify Meal Plan Preferences' });
        // The button waits for the generator to finish the week.
        await modify.waitFor({ timeout: 60_000 });
        await closesWithNamedX(page, () => modify.click(), page.getByRole('dialog', { name: 'Modify Meal Plan Preferences' }));

        await page.goto(at('/profile'));
        const support = page.getByRole('button', { name: 'Contact support' });
        await support.waitFor(WAIT);
        await closesWithNamedX(page, () => support.click(), page.getByRole('dialog', { name: 'Contact support' }));

        // A dialog that names its own X keeps its name.
        await page.goto(at('/recipes/saved'));
        await page.getByRole('button', { name: 'Create Recipe' }).click();
        const wizard = page.getByRole('dialog');
        await wizard.getByRole('button', { name: 'Close the wizard' }).waitFor(WAIT);
        expect(await wizard.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0);
        await wizard.getByRole('button', { name: 'Close the wizard' }).click();
        await wizard.waitFor({ state: 'detached', ...WAIT });

        // The phone's navigation drawer: there is none at 1280 px, so it is checked at this width alone.
        await resizeViewport(page, { width: 390, height: 844 });
        await closesWithNamedX(page, () => page.getByRole('button', { name: 'Open navigation' }).click(), page.getByRole('dialog', { name: 'Larder' }), 'navigation-drawer');
        expect(errors).toEqual([]);
      });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
