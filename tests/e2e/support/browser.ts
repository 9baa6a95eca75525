// The browser side of the end-to-end tests: Debian's Chromium driven by playwright-core (no browser
// download), a running Larder serving the built client, the dev mailbox, and every screen checked
// at a desktop and a phone width, pictured under tests/.screenshots/ (git-ignored) on request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { databaseLink } from '../../fixtures/database-link.ts';
import { startTestLarder, type TestLarder } from '../../setup/larder.ts';
import { checkAccessibility } from './accessibility.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../.screenshots');
/**
 * Whether screen checks save pictures (`LARDER_SCREENSHOTS=1`, set by hand to walk the screens): a picture
 * and the pause before it cost a test run about 15 % of its browser time. A failed test's are always saved.
 */
export const PICTURES = process.env.LARDER_SCREENSHOTS === '1';
export const WIDTHS = [1280, 390] as const;

// Without the background-networking flags Chromium keeps dialling Google on this closed network.
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors: a screen that logs one is a failed screen. */
  errors: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A picture that is not there (yet) is not a broken screen: recipe and ingredient images fall back
 * from the local file to the storage copy to a placeholder by design (catalogue spec §4), and the
 * browser logs each miss on the way. Anything else that fails to load still counts.
 */
function isMissingPicture(text: string, url: string | undefined): boolean {
  if (!text.startsWith('Failed to load resource') || !url) return false;
  const { pathname } = new URL(url);
  return pathname.startsWith('/images/') || pathname.startsWith('/api/v1/supabase/recipe-images/');
}

export async function openBrowser(options: { width?: number } = {}): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: options.width ?? WIDTHS[0], height: 900 },
  });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' || isMissingPicture(message.text(), message.location().url)) return;
      errors.push(`console: ${message.text()}`);
    });
  };
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  return {
    context,
    page,
    errors,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Sets the viewport and waits until the page has handled it: its resize event has fired and the
 * frame after it is drawn. `setViewportSize` returns before that, so a test that went on at once could
 * read the layout of the old width and click in the new one (a grid that counts its columns from the
 * window's width measured 1 column in 14 of 20 reads right after a screenshot restored 1280 px).
 */
export async function resizeViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    (width) =>
      new Promise<void>((resolve) => {
        const window = globalThis as unknown as { innerWidth: number; requestAnimationFrame(callback: () => void): number };
        // Resize events are dispatched in a frame's rendering steps, before its animation callbacks:
        // one frame after the width shows, the event has run, and so has the render it caused.
        const settled = () => (window.innerWidth === width ? window.requestAnimationFrame(() => resolve()) : window.requestAnimationFrame(settled));
        window.requestAnimationFrame(settled);
      }),
    size.width,
  );
}

/** Waits until the page has drawn two more frames: what a change just set in motion is on screen. */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const window = globalThis as unknown as { requestAnimationFrame(callback: () => void): number };
        window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * The WCAG contrast ratio of an element's text against the ground behind it (the nearest ancestor
 * with an opaque background; white when none has one). AA asks 4.5:1 of small text.
 */
export async function textContrast(element: Locator): Promise<number> {
  const [text, ground] = await element.evaluate((node) => {
    const { getComputedStyle } = globalThis as unknown as { getComputedStyle(node: unknown): { color: string; backgroundColor: string } };
    let from = node as { parentElement: unknown } | null;
    let background = 'rgb(255, 255, 255)';
    while (from) {
      const color = getComputedStyle(from).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(color) && color !== 'transparent') {
        background = color;
        break;
      }
      from = from.parentElement as { parentElement: unknown } | null;
    }
    return [getComputedStyle(node).color, background];
  });
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => Number(value) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(text), luminance(ground)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Clicks twice in one task, before the page can draw the first click's 'busy' state: a quick double-click. */
export async function clickTwiceAtOnce(element: Locator): Promise<void> {
  await element.evaluate((node) => {
    const button = node as unknown as { click(): void };
    button.click();
    button.click();
  });
}

/** Whether the element has the keyboard focus. */
export const isFocused = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => node === (node.ownerDocument as unknown as { activeElement: unknown }).activeElement);

/**
 * Checks the screen for accessibility at each size, saving a picture there as `{name}-{width}.png`
 * when pictures are asked for (a failed test's always are), and restores the size the page had.
 */
async function shootAt(page: Page, name: string, sizes: ReadonlyArray<{ width: number; height: number }>, options: { fullPage: boolean; settleMs: number; check?: boolean }): Promise<string[]> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize() ?? { width: WIDTHS[0], height: 900 };
  const pictured = PICTURES || options.check === false;
  const files: string[] = [];
  for (const size of sizes) {
    await resizeViewport(page, size);
    if (pictured) {
      if (options.settleMs > 0) await page.waitForTimeout(options.settleMs); // let transitions and late images finish before the picture
      const file = path.join(SCREENSHOTS, `${name}-${size.width}.png`);
      await page.screenshot({ path: file, fullPage: options.fullPage });
      files.push(file);
    }
    if (options.check !== false) await checkAccessibility(page, name);
  }
  await resizeViewport(page, original);
  return files;
}

/** Checks the whole page at each width (restoring the first), pictured as `{name}-{width}.png` on request. */
export const screenshot = (page: Page, name: string): Promise<string[]> =>
  shootAt(page, name, WIDTHS.map((width) => ({ width, height: 900 })), { fullPage: true, settleMs: 150 });

/** A laptop's window and a phone's screen. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * Checks what the window shows on a laptop and a phone, pictured as `{name}-{width}.png` on request:
 * not the whole page, so whatever is fixed to the window is drawn where the cook sees it.
 */
export const screenshotWindow = (page: Page, name: string): Promise<string[]> => shootAt(page, name, SCREENS, { fullPage: false, settleMs: 0 });

/**
 * Waits until /meal-plan shows this week's plan: still being generated, or already planned (the
 * generator is quick, so a test cannot count on catching it at work).
 */
export async function weekPlanShown(page: Page, timeout = 30_000): Promise<void> {
  await page
    .getByText('Meals are being generated...')
    .or(page.getByTestId('meal-card'))
    .first()
    .waitFor({ timeout })
    .catch(async (error: Error) => {
      // A red run says what the cook saw in its place (a run's pictures are not kept).
      const shown = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(the page could not be read)');
      throw new Error(`${error.message}\n${page.url()} showed instead: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
    });
}

/** A Larder for browser tests: api, projector and worker on a test database, serving web/dist. */
export async function startBrowserLarder(options: Parameters<typeof startTestLarder>[0] = {}): Promise<TestLarder> {
  return startTestLarder(options);
}

export interface CuttableLarder {
  /** The address to open pages at, through the hop. */
  at(route: string): string;
  /** The server gone, as the page sees a stopped server: every connection (the websocket's too) reset, new ones refused. */
  cut(): Promise<void>;
  /** The server back on the same address. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The Larder as a browser reaches it through a TCP hop the test can cut, to stop the server without
 * stopping the test's Larder (which runs in the test's own process). The hop is the one the database
 * tests cut PostgreSQL with: it passes bytes and knows nothing of what they say.
 */
export async function cuttableLarder(larder: TestLarder): Promise<CuttableLarder> {
  const link = await databaseLink(new URL(larder.baseUrl));
  const origin = new URL(link.url).origin;
  return { at: (route) => `${origin}${route}`, cut: link.cut, restore: link.restore, close: link.close };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

export async function mailTo(baseUrl: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `email` whose subject matches, and returns its first link. */
export async function linkFromMail(baseUrl: string, email: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailTo(baseUrl, email)).find((entry) => subject.test(entry.subject));
    if (mail?.links[0]) return mail.links[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} matching ${subject}`);
}

export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
export const STRONG_PASSWORD = 'Pantry-Shelf-42';

/**
 * Starts the page signed in with `session` (from supabase-js), as if the cook had signed in on it:
 * the session goes where the client's auth library keeps it (localStorage, `sb-<host>-auth-token`).
 * Once per browser: a session already stored (or signed out of) is left alone, so use a fresh
 * browser for another cook.
 */
export async function signInWithSession(page: Page, baseUrl: string, session: object): Promise<void> {
  const key = `sb-${new URL(baseUrl).hostname.split('.')[0]}-auth-token`;
  await page.context().addInitScript(
    ([storageKey, value]) => {
      // Runs in the page: typed loosely, the test project has no DOM types. A new tab's about:blank
      // has no storage to read (reading it throws): only the product's pages need the session.
      if (!(globalThis as unknown as { location: { protocol: string } }).location.protocol.startsWith('http')) return;
      const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } }).localStorage;
      if (!storage.getItem(storageKey!)) storage.setItem(storageKey!, value!);
    },
    [key, JSON.stringify(session)],
  );
}

/** What the page's realtime bridge exposes for tests. */
export interface PageRealtime {
  __larderNotices?: Array<{ model: string; ids: string[]; position: number }>;
  __larderRealtimeReady?: boolean;
}

/**
 * Saves `failed-{test name}-{width}.png` when a test fails, so a red run shows what the cook saw.
 * Call once per file with a getter for the page in use.
 */
export function screenshotOnFailure(currentPage: () => Page | undefined): void {
  afterEach(async (context) => {
    const page = currentPage();
    if (context.task.result?.state !== 'fail' || !page || page.isClosed()) return;
    await failureScreenshot(page, context.task.name).catch(() => {});
  });
}

/** Saves what a failed test's page shows, as `failed-{test name}-{width}.png` (not checked: it is evidence, not a screen). */
export const failureScreenshot = (page: Page, testName: string): Promise<string[]> =>
  shootAt(page, `failed-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`, WIDTHS.map((width) => ({ width, height: 900 })), { fullPage: true, settleMs: 150, check: false });
