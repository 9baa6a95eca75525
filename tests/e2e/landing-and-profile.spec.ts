// The landing page (spec §1, §2), where it sends a signed-in cook, the /meal-plan entry states and
// the profile header, as a cook sees them in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberForLabel, membershipDays } from '../../web/features/profile/lib/membership.ts';
import { confirmedCook } from '../auth-provider/helpers.ts';
import { ApiClient, eventually, issueTestBetaCodes, SETUP_PREFERENCES, type TestLarder } from '../setup/larder.ts';
import { linkFromMail, openBrowser, screenshot, screenshotOnFailure, startBrowserLarder, type Browser, weekPlanShown } from './support/browser.ts';

const DIST = path.resolve(import.meta.dirname, '../../web/dist');
const LANDING_JS_BUDGET_BYTES = 200_000;
const CUISINES = ['Italian', 'Mexican', 'Indian', 'Japanese', 'Korean', 'Thai', 'Chinese', 'French', 'Spanish', 'Mediterranean'];

let larder: TestLarder;
let browser: Browser;

beforeAll(async () => {
  larder = await startBrowserLarder();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await larder?.close();
});
screenshotOnFailure(() => browser?.page);

type Cook = Awaited<ReturnType<typeof confirmedCook>> & { appUserId: string };

/** A confirmed cook made through the API, optionally with setup done and a beta code claimed. */
async function cook(options: { setup?: boolean; access?: boolean } = {}): Promise<Cook> {
  const made = await confirmedCook(larder, { firstName: 'Ann', lastName: 'Baker' });
  const api = new ApiClient(larder.baseUrl, made.session.access_token);
  const appUser = await eventually(async () => (await api.get(`/api/v1/users/supabase/${made.user.id}`)).body?.[0], 15_000, 'the app user');
  if (options.setup) {
    const setup = await api.post(`/api/v1/users/setup_complete/${appUser.id}`, SETUP_PREFERENCES);
    expect(setup.status).toBe(200);
  }
  if (options.access) {
    const [code] = await issueTestBetaCodes(larder, 1);
    const claim = await api.post('/api/v1/beta-code', { code });
    expect(claim.status).toBe(200);
  }
  return { ...made, appUserId: appUser.id };
}

/** A blank page on the app's origin, to reach its localStorage without running the app. */
async function openBlank(page: Page) {
  const blank = `${larder.baseUrl}/__storage`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.unroute(blank);
}

/** The page starts signed in as `cook` (and no one else): their session where supabase-js keeps it. */
async function signInAs(page: Page, who: Cook) {
  await openBlank(page);
  await page.evaluate(
    ([key, value]) => {
      const storage = (globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } }).localStorage;
      storage.clear();
      storage.setItem(key!, value!);
    },
    [`sb-${new URL(larder.baseUrl).hostname.split('.')[0]}-auth-token`, JSON.stringify(who.session)],
  );
}

/** Screens inside the app: wait for the navigation bar (its own chunk) before the picture. */
async function screenshotWithNavigation(page: Page, name: string) {
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await screenshot(page, name);
}

/** Errors other than the failed responses a test provokes on purpose (the browser logs those). */
const unexpectedErrors = () => browser.errors.filter((error) => !/status of 500/.test(error));

describe('the landing page, signed out', () => {
  it('pitches the product with Log in, Sign up and Create Meal Plan, and no navigation bar', async () => {
    const { page } = browser;
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(`${larder.baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The first screen loads as its own chunk: the router shows the loading state meanwhile, and says nothing in the console.
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await account.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await account.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    const create = page.getByRole('link', { name: 'Create Meal Plan' });
    expect(await create.count()).toBeGreaterThan(0);
    expect(await create.first().getAttribute('href')).toBe('/signup');
    for (const claim of ['500+ recipes', 'Smart planning from your preferences and pantry', 'Shop where you want']) {
      await page.getByText(claim).waitFor();
    }
    for (const step of ['Set your preferences', 'Get your plan and list', 'Start cooking']) {
      await page.getByRole('heading', { name: step }).waitFor();
    }
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View Recipes' }).count()).toBe(0);
  });

  it('shows the ten cuisines as cards whose images load', async () => {
    const { page } = browser;
    const cards = page.locator('section[aria-labelledby="cuisines-title"] a');
    expect(await cards.allInnerTexts()).toEqual(CUISINES);
    await cards.first().scrollIntoViewIfNeeded();
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ complete: boolean; naturalWidth: number }> } }).document;
      const imgs = Array.from(doc.querySelectorAll('section[aria-labelledby="cuisines-title"] img'));
      return imgs.length === 10 && imgs.every((img) => img.complete && img.naturalWidth > 0);
    });
    const sources = await cards.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as unknown as { getAttribute(n: string): string }).getAttribute('src')));
    expect(sources).toEqual(CUISINES.map((name) => `/images/cuisineImages/${name.toLowerCase().replace(/\s+/g, '-')}.jpg`));
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await screenshot(page, 'landing');
  });

  it('opens /cuisine/Italian with the cuisine in navigation state', async () => {
    const { page } = browser;
    await page.getByRole('link', { name: 'Italian' }).click();
    await page.waitForURL(`${larder.baseUrl}/cuisine/Italian`);
    const state = await page.evaluate(() => (globalThis as unknown as { history: { state: { usr?: unknown } } }).history.state.usr);
    expect(state).toEqual({ cuisine: { name: 'Italian' } });
    expect(browser.errors).toEqual([]);
  });

  it('keeps its JavaScript within budget', async () => {
    const fresh = await openBrowser();
    try {
      const scripts = new Set<string>();
      fresh.page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await fresh.page.goto(`${larder.baseUrl}/`, { waitUntil: 'networkidle' });
      await fresh.page.getByRole('link', { name: 'Create Meal Plan' }).first().waitFor();
      const sizes = [...scripts].map((file) => ({ file, gzipped: gzipSync(fs.readFileSync(path.join(DIST, file))).length }));
      const total = sizes.reduce((sum, entry) => sum + entry.gzipped, 0);
      console.log(
        `landing JavaScript: ${(total / 1000).toFixed(1)} kB gzipped in ${sizes.length} files (budget ${LANDING_JS_BUDGET_BYTES / 1000} kB)\n` +
          sizes.map((entry) => `  ${(entry.gzipped / 1000).toFixed(1).padStart(6)} kB  ${entry.file}`).join('\n'),
      );
      expect(sizes.some((entry) => entry.file.includes('landing'))).toBe(true);
      expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('lets the browser keep its hashed assets for a year, and asks again for the page each visit', async () => {
    const page = await fetch(`${larder.baseUrl}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${larder.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A name that is not there must not be cached as missing for a year.
    const missing = await fetch(`${larder.baseUrl}/assets/not-built-yet.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('a signed-in cook on the landing page', () => {
  it('sees View Recipes while the profile loads, then goes on to the meal plan', async () => {
    const { page } = browser;
    const ready = await cook({ setup: true, access: true });
    await signInAs(page, ready);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/users/supabase/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${larder.baseUrl}/`);
    const view = page.getByRole('link', { name: 'View Recipes' }).first();
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe('/recipes');
    expect(await page.getByRole('link', { name: 'Create Meal Plan' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await screenshot(page, 'landing-signed-in');
    release();
    await page.waitForURL(`${larder.baseUrl}/meal-plan`);
    await page.unroute('**/api/v1/users/supabase/*');
    // The week's plan, still being generated or already there (the generator is quick).
    await weekPlanShown(page);
  });

  it('is sent to /setup while setup is not complete, and /meal-plan asks for it', async () => {
    const { page } = browser;
    await signInAs(page, await cook());
    await page.goto(`${larder.baseUrl}/`);
    await page.waitForURL(`${larder.baseUrl}/setup`);
    await page.goto(`${larder.baseUrl}/meal-plan`);
    const complete = page.getByRole('link', { name: 'Complete Setup' });
    await complete.waitFor();
    expect(await complete.getAttribute('href')).toBe('/setup');
    expect(await page.getByText('Meals are being generated...').count()).toBe(0);
    await screenshotWithNavigation(page, 'meal-plan-setup-needed');
  });

  it('is sent to /meal-plan without access, where Get meal plan leads to /pricing', async () => {
    const { page } = browser;
    await signInAs(page, await cook({ setup: true }));
    await page.goto(`${larder.baseUrl}/`);
    await page.waitForURL(`${larder.baseUrl}/meal-plan`);
    const get = page.getByRole('link', { name: 'Get meal plan' });
    await get.waitFor();
    expect(await get.getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Complete Setup' }).count()).toBe(0);
    await screenshotWithNavigation(page, 'meal-plan-no-access');
  });

  it("with access finds this week's plan, being generated or planned", async () => {
    const { page } = browser;
    await signInAs(page, await cook({ setup: true, access: true }));
    await page.goto(`${larder.baseUrl}/`);
    await page.waitForURL(`${larder.baseUrl}/meal-plan`);
    // The generator is quick: the cook sees it at work (with its progress) or the meals it planned.
    await weekPlanShown(page);
    if (await page.getByText('Meals are being generated...').isVisible()) await page.getByText("We're cooking up your meal plan...").waitFor();
    await page.getByText('This week', { exact: true }).waitFor();
    const range = await page.getByRole('heading', { level: 2 }).first().innerText();
    const monday = await page.evaluate(() => {
      const today = new Date();
      const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
      return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(start);
    });
    expect(range.startsWith(monday)).toBe(true);
    await screenshotWithNavigation(page, 'meal-plan-generating');
    expect(browser.errors).toEqual([]);
  });
});

describe('the profile', () => {
  let ann: Cook;
  beforeAll(async () => {
    ann = await cook();
  });

  it('shows initials, full name, membership, the email (disabled) and a masked password', async () => {
    const { page } = browser;
    await signInAs(page, ann);
    await page.goto(`${larder.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Ann Baker', level: 1 }).waitFor();
    await page.getByRole('main').getByText('AB', { exact: true }).waitFor();
    await page.getByText('Member for 0 days').waitFor();
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe(ann.email);
    expect(await email.isDisabled()).toBe(true);
    const password = page.getByLabel('Password');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.isDisabled()).toBe(true);
    await screenshotWithNavigation(page, 'profile');
  });

  it("counts membership in whole days, with '1 day' for one", () => {
    const confirmed = '2025-03-01T10:00:00Z';
    expect(memberForLabel(membershipDays(confirmed, new Date('2025-03-02T09:59:59Z')))).toBe('Member for 0 days');
    expect(memberForLabel(membershipDays(confirmed, new Date('2025-03-02T10:00:00Z')))).toBe('Member for 1 day');
    expect(memberForLabel(membershipDays(confirmed, new Date('2025-03-12T10:00:00Z')))).toBe('Member for 11 days');
  });

  it('sends the password reset email and says so', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password reset email sent! Please check your inbox.').waitFor();
    const link = await linkFromMail(larder.baseUrl, ann.email, /reset/i);
    expect(decodeURIComponent(link)).toContain(`${larder.baseUrl}/password-update`);
  });

  it('says when the reset email could not be sent', async () => {
    const { page } = browser;
    await page.route('**/auth/v1/recover*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'unexpected_failure', message: 'down' }) }));
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Failed to send password reset email.').waitFor();
    expect(await page.getByText('Password reset email sent! Please check your inbox.').count()).toBe(0);
    await page.unroute('**/auth/v1/recover*');
  });

  it('opens the contact-support modal with focus kept inside; Cancel closes it, and Send hands the message to the email app', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: 'Contact support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await dialog.waitFor();
    const subject = dialog.getByLabel('Subject');
    await expect.poll(() => subject.evaluate((input) => input === (input.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
    for (let tab = 0; tab < 8; tab++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((node) => {
          const dialogNode = node as unknown as { contains(other: unknown): boolean; ownerDocument: { activeElement: unknown } };
          return dialogNode.contains(dialogNode.ownerDocument.activeElement);
        }),
      ).toBe(true);
    }
    await subject.fill('Swapping a dinner');
    await dialog.getByLabel('Message').fill('Can I swap Thursday for a lunch?');
    await screenshotWithNavigation(page, 'profile-support-modal');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Contact support' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Written, Send is a link to the support address with the subject and message filled in. (The
    // browser here has no email app: the test keeps the link from leaving the page.)
    await page.getByRole('button', { name: 'Contact support' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Subject').fill('Swapping a dinner');
    await dialog.getByLabel('Message').fill('Can I swap Thursday & Friday?');
    const send = dialog.getByRole('link', { name: 'Send' });
    expect(await send.getAttribute('href')).toBe('mailto:support@larder.app?subject=Swapping%20a%20dinner&body=Can%20I%20swap%20Thursday%20%26%20Friday%3F');
    await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { addEventListener(type: string, listener: (event: { target: unknown; preventDefault(): void }) => void, capture: boolean): void } }).document;
      doc.addEventListener('click', (event) => {
        const target = event.target as { closest?: (selector: string) => unknown };
        if (target.closest?.('a[href^="mailto:"]')) event.preventDefault();
      }, true);
    });
    await send.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your message to support@larder.app is ready to send there. If nothing opened, write to support@larder.app.').waitFor();
    await screenshotWithNavigation(page, 'profile-support-sent');
    // The toast's X is named too.
    const sent = page.getByRole('alert').filter({ hasText: 'Opening your email app' });
    expect(await sent.getByRole('button', { name: 'Close', exact: true }).count()).toBe(1);
    expect(unexpectedErrors()).toEqual([]);
  });

  it("says 'Failed to load profile...' when the profile cannot be loaded", async () => {
    const { page } = browser;
    await page.route('**/api/v1/postgres/users/*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'down' }) }));
    await page.reload();
    await page.getByText('Failed to load profile. Please refresh the page or contact support.').waitFor();
    await page.unroute('**/api/v1/postgres/users/*');
  });

  it("says 'No profile found' when there is none", async () => {
    const { page } = browser;
    await page.route('**/api/v1/postgres/users/*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.reload();
    await page.getByText('No profile found').waitFor();
    await page.unroute('**/api/v1/postgres/users/*');
    expect(unexpectedErrors()).toEqual([]);
  });
});
