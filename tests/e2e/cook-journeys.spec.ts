// The journeys of the web issue, end to end in Chromium, the way a cook lives them: a new cook from
// the landing page to the meal plan (sign-up, the confirmation mail, setup, a beta code), a
// returning cook signing in and out, and a wrong password.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestBetaCodes, type TestLarder } from '../setup/larder.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { linkFromMail, openBrowser, screenshot, screenshotOnFailure, startBrowserLarder, STRONG_PASSWORD, uniqueEmail, type Browser, weekPlanShown } from './support/browser.ts';

let larder: TestLarder;
let browser: Browser;
let page: Page;
const email = uniqueEmail('journey');
const at = (path: string) => `${larder.baseUrl}${path}`;
const button = (name: string) => page.getByRole('button', { name, exact: true });
// Password inputs are exposed as text boxes named by their label.
const passwordField = () => page.getByRole('textbox', { name: 'Password', exact: true });

beforeAll(async () => {
  larder = await startBrowserLarder();
  browser = await openBrowser();
  page = browser.page;
});
screenshotOnFailure(() => page);
afterAll(async () => {
  await browser?.close();
  await larder?.close();
});

describe('a new cook', () => {
  it('goes from the landing page to the meal plan: sign up, confirm by mail, set up, redeem a beta code', async () => {
    await page.goto(at('/'));
    await page.getByRole('link', { name: 'Create Meal Plan' }).first().click();
    await page.waitForURL(at('/signup'));
    await page.getByText('Lets get cooking.').waitFor();
    await page.getByLabel('First name').fill('Rosa');
    await page.getByLabel('Last name').fill('Marin');
    await page.getByLabel('Email').fill(email);
    await passwordField().fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(at('/email-confirmation'));
    await page.getByText('Check Your Email').waitFor();
    await screenshot(page, 'journey-check-your-email');

    // The confirmation mail, opened in the same browser (its PKCE verifier lives in this tab's storage).
    await page.goto(await linkFromMail(larder.baseUrl, email, /confirm/i));
    await page.getByText('Email Confirmed!').waitFor();
    await page.waitForURL(at('/setup'), { timeout: 15_000 });

    await page.getByText('Step 1 of 4').waitFor();
    await button('Vegetarian').click();
    await button('Next').click();
    await page.getByText('Step 2 of 4').waitFor();
    for (const cuisine of ['Italian', 'Indian', 'Japanese']) await button(cuisine).click();
    await button('Next').click();
    await page.getByText('Step 3 of 4').waitFor();
    await button('Next').click();
    await page.getByText('Step 4 of 4').waitFor();
    await screenshot(page, 'journey-setup-step-4');
    await button('Generate Meals').click();

    await page.waitForURL(at('/pricing'));
    const [code] = await issueTestBetaCodes(larder, 1);
    await page.getByLabel('Beta code', { exact: true }).fill(code!);
    await button('Apply beta code').click();
    await page.waitForURL(at('/meal-plan'));
    await page.getByText('Beta code applied successfully').first().waitFor({ timeout: 5_000 });
    await weekPlanShown(page);
    await screenshot(page, 'journey-meal-plan');
    expect(browser.errors).toEqual([]);
  });
});

describe('a returning cook', () => {
  it('signs out from the user menu, and signs back in to the meal plan', async () => {
    await page.goto(at('/meal-plan'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    // The menu is the desktop header's (the phone's drawer has its links): checked at this width only.
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    await checkAccessibility(page, 'account-menu');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(at('/'));
    await page.getByRole('link', { name: 'Create Meal Plan' }).first().waitFor();

    // Signed out, the meal plan is behind the guard.
    await page.goto(at('/meal-plan'));
    await page.waitForURL(at('/login'));
    await page.getByText('Time to cook.').waitFor();
    await page.getByLabel('Email').fill(email);
    await passwordField().fill(STRONG_PASSWORD);
    await button('Log in').click();
    await page.waitForURL(at('/meal-plan'));
    await weekPlanShown(page);
    // Signed in, the sign-in and sign-up pages send the cook on to their plan.
    for (const visitorPage of ['/login', '/signup']) {
      await page.goto(at(visitorPage));
      await page.waitForURL(at('/meal-plan'));
    }
    expect(browser.errors).toEqual([]);
  });

  it('is told "Invalid email or password" for a wrong password, and stays on /login', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(at('/'));
    await page.goto(at('/login'));
    await page.getByLabel('Email').fill(email);
    await passwordField().fill('Wrong-Password-1');
    await button('Log in').click();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'journey-login-wrong-password');
  });
});

describe('the keyboard alone', () => {
  it('signs a cook in: Tab reaches each field in order, Enter submits', async () => {
    const keyboard = await openBrowser();
    try {
      const tab = keyboard.page;
      await tab.goto(at('/login'));
      await tab.getByText('Time to cook.').waitFor();
      const focusedLabel = () => tab.evaluate(() => {
        const active = (globalThis as unknown as { document: { activeElement: { id?: string; textContent?: string | null; getAttribute(name: string): string | null } | null } }).document.activeElement;
        return `${active?.getAttribute('aria-label') ?? ''} ${active?.textContent ?? ''}`.trim();
      });
      const reached: string[] = [];
      for (let presses = 0; presses < 15; presses++) {
        await tab.keyboard.press('Tab');
        if ((await tab.evaluate(() => (globalThis as unknown as { document: { activeElement: { tagName: string; type?: string } | null } }).document.activeElement?.tagName)) === 'INPUT') break;
        reached.push(await focusedLabel());
      }
      await tab.keyboard.type(email);
      await tab.keyboard.press('Tab');
      await tab.keyboard.type(STRONG_PASSWORD);
      await tab.keyboard.press('Enter');
      await tab.waitForURL(at('/meal-plan'));
      await weekPlanShown(tab);
      // The Google button came before the form, and nothing on the way was a dead end.
      expect(reached.some((label) => /google/i.test(label))).toBe(true);
      expect(keyboard.errors).toEqual([]);
    } finally {
      await keyboard.close();
    }
  });
});
