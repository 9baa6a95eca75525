// Signing in goes back to the page the cook asked for (spec §2's guard sends a signed-out visitor to
// /login; /auth-loading then routes them): a deep link opened signed out, a public page's 'Log in',
// the pricing page's beta-code card, and Google's round trip through its consent page. Setup still
// comes first for a cook who has not finished it, and a 'from' that names another site or the login
// page itself is not followed.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authCall, confirmedCook } from '../auth-provider/helpers.ts';
import { ApiClient, eventually, SETUP_PREFERENCES, type TestLarder } from '../setup/larder.ts';
import { openBrowser, screenshot, screenshotOnFailure, startBrowserLarder, uniqueEmail, type Browser } from './support/browser.ts';

/** The machine is shared: a sign-in and the screens after it get room to breathe. */
const WAIT = { timeout: 15_000 };

let larder: TestLarder;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  larder = await startBrowserLarder();
});
afterAll(async () => {
  await larder?.close();
});

// Every test starts signed out, in a browser of its own.
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(15_000);
});
afterEach(async () => {
  await browser?.close();
});
screenshotOnFailure(() => page);

const at = (path: string) => `${larder.baseUrl}${path}`;
/** Where the page is: path, query and fragment. */
const address = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
const routerState = () => page.evaluate(() => (globalThis as unknown as { history: { state: { usr?: unknown } | null } }).history.state?.usr);
/** Failed loads the pages cause by design (the signed-out session check) are not screen errors. */
const screenErrors = () => browser.errors.filter((error) => !/Failed to load resource/.test(error));

/** A confirmed cook whose app user exists (the worker creates it), with setup done unless told. */
async function cook(options: { setUp?: boolean } = {}) {
  const signedUp = await confirmedCook(larder);
  const api = new ApiClient(larder.baseUrl, signedUp.session.access_token);
  const user = await eventually(async () => (await api.get(`/api/v1/users/supabase/${signedUp.user.id}`)).body[0] as { id: string } | undefined, 15_000, 'the app user');
  if (options.setUp !== false) expect((await api.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES)).status).toBe(200);
  return signedUp;
}

async function logIn(credentials: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Time to cook.' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens `route` signed out: the guard sends the visitor to /login, remembering the page. */
async function openSignedOut(route: string) {
  await page.goto(at(route));
  await page.waitForURL(at('/login'), WAIT);
  expect(await routerState()).toEqual({ from: route });
}

describe('signing in after a deep link', () => {
  it('goes back to /recipes/saved', async () => {
    const ann = await cook();
    await openSignedOut('/recipes/saved');
    await logIn(ann);
    await page.waitForURL(at('/recipes/saved'), WAIT);
    await page.getByRole('heading', { name: 'My Recipes', level: 1 }).waitFor(WAIT);
    expect(screenErrors()).toEqual([]);
  });

  it('goes back to /preferences with its query and fragment', async () => {
    const ann = await cook();
    await openSignedOut('/preferences?from=email#meal-plan');
    await logIn(ann);
    await page.waitForURL(at('/preferences?from=email#meal-plan'), WAIT);
    await page.getByRole('heading', { name: 'Preferences', level: 1 }).waitFor(WAIT);
    expect(address()).toBe('/preferences?from=email#meal-plan');
    expect(screenErrors()).toEqual([]);
  });

  it('still sends a cook who has not finished setup to /setup first', async () => {
    const ann = await cook({ setUp: false });
    await openSignedOut('/preferences');
    await logIn(ann);
    await page.waitForURL(at('/setup'), WAIT);
    await page.getByText('Step 1 of 4').first().waitFor(WAIT);
    expect(screenErrors()).toEqual([]);
  });

  it('does not follow a "from" that names another site', async () => {
    const ann = await cook();
    await page.goto(at('/login'));
    await page.getByRole('heading', { name: 'Time to cook.' }).waitFor();
    // Router state as the guard writes it, but pointing away from Larder; the reload makes the router read it.
    await page.evaluate(() => {
      const win = globalThis as unknown as { history: { replaceState(state: unknown, unused: string): void } };
      win.history.replaceState({ usr: { from: '//evil.example/recipes/saved' }, key: 'planted', idx: 0 }, '');
    });
    await page.reload();
    expect(await routerState()).toEqual({ from: '//evil.example/recipes/saved' });
    await logIn(ann);
    await page.waitForURL(at('/meal-plan'), WAIT);
    expect(screenErrors()).toEqual([]);
  });

  it("goes back to the public page whose bar's 'Log in' the visitor used", async () => {
    const ann = await cook();
    await page.goto(at('/cuisine/Italian'));
    await page.getByRole('heading', { name: /Italian/, level: 1 }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL(at('/login'), WAIT);
    await logIn(ann);
    await page.waitForURL(at('/cuisine/Italian'), WAIT);
    await page.getByRole('heading', { name: /Italian/, level: 1 }).waitFor(WAIT);
    expect(screenErrors()).toEqual([]);
  });

  it('goes back to the pricing page\'s beta-code card, with the code field focused', async () => {
    const ann = await cook();
    await page.goto(at('/pricing'));
    const card = page.getByRole('region', { name: 'Have a beta code?' });
    await card.getByText('Log in or create an account first, then enter your code here.').waitFor(WAIT);
    await card.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(at('/login'), WAIT);
    await logIn(ann);
    await page.waitForURL(at('/pricing#beta-code'), WAIT);
    const field = page.getByRole('textbox', { name: 'Beta code' });
    await field.waitFor(WAIT);
    await expect.poll(() => field.evaluate((element) => element === (element.ownerDocument as unknown as { activeElement: unknown }).activeElement)).toBe(true);
    expect(screenErrors()).toEqual([]);
  });

  it('goes back after Google sign-in too, across the consent page', async () => {
    const email = uniqueEmail('google-return');
    const googleIn = async () => {
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL((url) => url.pathname === '/auth/v1/authorize', WAIT);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
    };
    // The first Google sign-in opens the account; it is new, so it goes to /setup, finished here by the API.
    await page.goto(at('/login'));
    await googleIn();
    await page.waitForURL(at('/setup'), WAIT);
    const key = `sb-${new URL(larder.baseUrl).hostname.split('.')[0]}-auth-token`;
    const stored = await page.evaluate((storageKey) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(storageKey), key);
    const session = JSON.parse(stored!) as { access_token: string; user: { id: string } };
    const api = new ApiClient(larder.baseUrl, session.access_token);
    const user = await eventually(async () => (await api.get(`/api/v1/users/supabase/${session.user.id}`)).body[0] as { id: string } | undefined, 15_000, 'the app user');
    expect((await api.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES)).status).toBe(200);
    await browser.close();

    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(15_000);
    await openSignedOut('/recipes/saved');
    await googleIn();
    await page.waitForURL(at('/recipes/saved'), WAIT);
    await page.getByRole('heading', { name: 'My Recipes', level: 1 }).waitFor(WAIT);
    // The page kept for the return is spent.
    expect(await page.evaluate(() => (globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }).sessionStorage.getItem('larder.return-after-google'))).toBeNull();
    expect(screenErrors()).toEqual([]);
  });
});

describe('a session ended on another device', () => {
  it('sends the open tab to /login within seconds, not when its token would have expired', async () => {
    const signedUp = await cook();
    await openSignedOut('/preferences');
    await logIn(signedUp);
    await page.waitForURL(at('/preferences'), WAIT);
    await page.waitForFunction(() => (globalThis as { __larderRealtimeReady?: boolean }).__larderRealtimeReady === true, undefined, WAIT);

    // 'Sign out everywhere' from the cook's other session ends the tab's too.
    expect((await authCall(larder, 'POST', '/logout?scope=global', { token: signedUp.session.access_token })).status).toBe(204);
    const endedAt = Date.now();
    await page.waitForURL(at('/login'), { timeout: 10_000 });
    expect(Date.now() - endedAt).toBeLessThan(8_000);
    await page.getByRole('status').getByText(/You were signed out: this session was ended on another device/).waitFor();
    await screenshot(page, 'login-after-session-ended');
    // Nothing of the cook's is left in the tab for the next person.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('auth-token')))).toEqual([]);
    // Logging in again goes back to the page the cook was on.
    await logIn(signedUp);
    await page.waitForURL(at('/preferences'), WAIT);
    expect(screenErrors()).toEqual([]);
  }, 60_000);
});
