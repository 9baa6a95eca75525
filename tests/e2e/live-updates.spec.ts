// Live data: the page a cook is looking at changes when their read model changes, without a reload.
// Here access arrives while the meal-plan page is open (a beta code claimed from another tab).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedCook } from '../auth-provider/helpers.ts';
import { ApiClient, issueTestBetaCodes, SETUP_PREFERENCES, type TestLarder } from '../setup/larder.ts';
import { openBrowser, screenshot, signInWithSession, startBrowserLarder, type Browser, type PageRealtime, weekPlanShown } from './support/browser.ts';

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

describe('the meal-plan page', () => {
  it('turns from "Get meal plan" to the generating state when access arrives in another tab', async () => {
    const cook = await confirmedCook(larder);
    const api = new ApiClient(larder.baseUrl, cook.session.access_token);
    const user = await (async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const [found] = (await api.get(`/api/v1/users/supabase/${cook.user.id}`)).body;
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no app user');
    })();
    expect((await api.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES)).status).toBe(200);

    await signInWithSession(browser.page, larder.baseUrl, cook.session);
    await browser.page.goto(`${larder.baseUrl}/meal-plan`);
    await browser.page.getByText('Get meal plan').first().waitFor();
    // The tab's socket is open and authenticated before the change happens elsewhere.
    await browser.page.waitForFunction(() => (globalThis as unknown as PageRealtime).__larderRealtimeReady === true);

    const [code] = await issueTestBetaCodes(larder, 1);
    expect((await api.post('/api/v1/beta-code', { code })).status).toBe(200);

    // Access moves the page on to this week's plan: being generated, or already planned.
    await weekPlanShown(browser.page, 10_000);
    const notices = await browser.page.evaluate(() => (globalThis as unknown as PageRealtime).__larderNotices ?? []);
    expect(notices.some((notice) => notice.model === 'user')).toBe(true);
    expect(new URL(browser.page.url()).pathname).toBe('/meal-plan');
    await screenshot(browser.page, 'meal-plan-live-access');
    expect(browser.errors).toEqual([]);
  });
});

describe('a dropped connection', () => {
  // The tab catches up by resuming from its last position, or, when it had none, by refetching what
  // it shows as soon as a connection opens again; either way the cook sees the change.
  it('reconnects and catches up on what changed while it was away', async () => {
    const cook = await confirmedCook(larder);
    const api = new ApiClient(larder.baseUrl, cook.session.access_token);
    let user: { id: string } | undefined;
    for (let attempt = 0; attempt < 100 && !user; attempt++) {
      [user] = (await api.get(`/api/v1/users/supabase/${cook.user.id}`)).body;
      if (!user) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await api.post(`/api/v1/users/setup_complete/${user!.id}`, SETUP_PREFERENCES);

    // A browser of its own: the first one holds another cook's session.
    const second = await openBrowser();
    const page = second.page;
    // The tab's socket goes through the test, which can cut it like a lost network would.
    const sockets: Array<{ close(): Promise<void> }> = [];
    let cut = false;
    let refused = 0;
    await page.routeWebSocket(/\/ws$/, (socket) => {
      // While cut, every attempt fails at once, as with no network; the tab keeps retrying.
      if (cut) {
        refused += 1;
        return void socket.close({ code: 1013, reason: 'offline' });
      }
      const server = socket.connectToServer();
      // Cut the server side first, so nothing more reaches the tab, then the tab's side.
      sockets.push({ close: async () => (await server.close(), await socket.close()) });
    });
    await signInWithSession(page, larder.baseUrl, cook.session);
    await page.goto(`${larder.baseUrl}/meal-plan`);
    await page.getByText('Get meal plan').first().waitFor();
    await page.waitForFunction(() => (globalThis as unknown as PageRealtime).__larderRealtimeReady === true);

    cut = true;
    for (const socket of sockets) await socket.close();
    const [code] = await issueTestBetaCodes(larder, 1);
    expect((await api.post('/api/v1/beta-code', { code })).status).toBe(200);
    // At least one reconnection is refused while the network is cut.
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);

    cut = false;
    await page.getByText('Meals are being generated...').or(page.getByTestId('meal-card')).first().waitFor({ timeout: 15_000 });
    expect(second.errors.filter((error) => !/WebSocket/i.test(error))).toEqual([]);
    await second.close();
  });
});
