// The route guard of spec §2, as a signed-out visitor meets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLarder } from '../setup/larder.ts';
import { openBrowser, screenshot, startBrowserLarder, type Browser } from './support/browser.ts';

let larder: TestLarder;
let browser: Browser;

beforeAll(async () => {
  larder = await startBrowserLarder({ roles: ['api'] });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await larder?.close();
});

describe('a signed-out visitor', () => {
  it.each(['/meal-plan', '/preferences', '/profile', '/pantry', '/recipes/saved'])('is sent from %s to /login', async (route) => {
    await browser.page.goto(`${larder.baseUrl}${route}`);
    await browser.page.waitForURL(`${larder.baseUrl}/login`);
    expect(new URL(browser.page.url()).pathname).toBe('/login');
  });

  it('may open the public pages', async () => {
    await browser.page.goto(`${larder.baseUrl}/ingredients`);
    await browser.page.waitForLoadState('networkidle');
    expect(new URL(browser.page.url()).pathname).toBe('/ingredients');
    // This Larder runs no projector, so its catalogue is empty: said as such, not as a search that failed.
    await browser.page.getByText('No ingredients yet.').waitFor();
    await screenshot(browser.page, 'ingredients-visitor');
    expect(browser.errors).toEqual([]);
  });
});
