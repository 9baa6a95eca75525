// The account screens as a cook meets them (spec §2, §4, §5, §8): sign-up, email confirmation,
// sign-in and its failures, /auth-loading, password recovery, and Google sign-in through the
// provider's offline stand-in. Timers run on Playwright's clock.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmedCook, supabaseFor } from '../auth-provider/helpers.ts';
import type { TestLarder } from '../setup/larder.ts';
import path from 'node:path';
import { checkAccessibility } from './support/accessibility.ts';
import { linkFromMail, mailTo, openBrowser, PICTURES, resizeViewport, screenshot, SCREENSHOTS, startBrowserLarder, STRONG_PASSWORD, textContrast, uniqueEmail, type Browser } from './support/browser.ts';

const NEW_PASSWORD = 'Fresh-Basil-77';

let larder: TestLarder;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // A second confirmation email within the minute of a sign-up (the expired-link test's new link):
  // the provider's default allows one a minute per address.
  larder = await startBrowserLarder({ localAuth: { rateLimits: { signUpPerEmail: { max: 2, windowMs: 60_000 } } } });
});
afterAll(async () => {
  await larder?.close();
});

// Every test starts in a browser of its own: no session, storage or clock carries over.
beforeEach(async () => {
  browser = await openBrowser();
  page = browser.page;
  page.setDefaultTimeout(10_000);
});
afterEach(async () => {
  await browser?.close();
});

const at = (path: string) => `${larder.baseUrl}${path}`;
const pathname = () => new URL(page.url()).pathname;
/** Failed requests the test provokes on purpose (400 for a wrong password, 503, offline) log as 'Failed to load resource'. */
const screenErrors = (...expected: RegExp[]) => browser.errors.filter((error) => ![/Failed to load resource/, ...expected].some((pattern) => pattern.test(error)));
const text = (value: string | RegExp) => page.getByText(value).first();
const emailField = () => page.getByRole('textbox', { name: 'Email' });
// Exact: 'New Password' must not match 'Confirm New Password'.
const passwordField = (name = 'Password') => page.getByRole('textbox', { name, exact: true });
const cardClass = () => page.locator('main .mantine-Paper-root').first().getAttribute('class');

/** Screenshots once the navigation bar (its own chunk) has arrived, so every picture shows the whole screen. */
async function shot(name: string) {
  await page.getByRole('link', { name: 'Larder home' }).waitFor();
  await screenshot(page, name);
}

async function unconfirmedCook(email = uniqueEmail('unconfirmed')) {
  const client = supabaseFor(larder);
  const { error } = await client.auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { firstName: 'Una', lastName: 'Baker' }, emailRedirectTo: at('/email-confirmation') } });
  if (error) throw error;
  return email;
}

async function logIn(email: string, password: string) {
  await emailField().fill(email);
  await passwordField().fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('/signup', () => {
  it('says what is wrong with each field once the cook leaves it, ticks the password checklist live, and keeps the button disabled meanwhile', async () => {
    const registered = await confirmedCook(larder);
    await page.goto(at('/signup'));
    await page.getByRole('heading', { name: 'Lets get cooking.' }).waitFor();
    await shot('signup');
    const submit = page.getByRole('button', { name: 'Create account' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B');
    await emailField().fill('not-an-address');
    await passwordField().fill('abc');
    await page.getByLabel('First name').click(); // leave the password field
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    const met = async () => checklist.locator('li[data-met="true"]').allInnerTexts();
    expect((await met()).map((line) => line.replace(/\s*\(met\)$/, ''))).toEqual(['Password must contain at least one lowercase letter']);
    for (const message of ['First name must be at least 2 characters long', 'Last name must be at least 2 characters long', 'Please enter a valid email address', 'Please fix password requirements']) {
      await text(message).waitFor();
      // Small red text a person can read: WCAG AA's 4.5:1 (Mantine's default error red is 3.3:1 on white).
      expect(await textContrast(text(message)), message).toBeGreaterThanOrEqual(4.5);
    }
    for (const rule of ['Password must be at least 8 characters long', 'Password must contain at least one uppercase letter', 'Password must contain at least one number', 'Password must contain at least one special character']) {
      expect(await checklist.getByText(rule).isVisible()).toBe(true);
      // The rules still to meet are quieter than the met ones, and still readable.
      expect(await textContrast(checklist.getByText(rule)), rule).toBeGreaterThanOrEqual(4.5);
    }
    expect(await submit.isDisabled()).toBe(true);
    await shot('signup-errors');

    // The checklist follows every keystroke.
    await passwordField().fill('abcdefgH');
    expect(await met()).toHaveLength(3);
    await passwordField().fill('abcdefgH1!');
    expect(await met()).toHaveLength(5);

    // Markup never makes it into a field.
    await page.getByLabel('First name').fill('<b>Ann</b> onclick=alert(1)');
    expect(await page.getByLabel('First name').inputValue()).toBe('Ann ');
    await page.getByLabel('Last name').fill('Baker');
    await emailField().fill(registered.email);
    expect(await submit.isEnabled()).toBe(true);
    expect(await page.getByText('Please fix password requirements').count()).toBe(0);

    // An address that already has an account is answered as a new one (its owner hears by email),
    // so the screen tells nobody which addresses are registered.
    await submit.click();
    await page.waitForURL(at('/email-confirmation'));
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await text(registered.email).waitFor();
    expect(screenErrors()).toEqual([]);
  });

  it('signs up, waits on "Check Your Email", and the mailbox link confirms the address and leads to /setup', async () => {
    const email = uniqueEmail('signup');
    await page.goto(at('/signup'));
    await page.getByLabel('First name').fill('Ann');
    await page.getByLabel('Last name').fill('Baker');
    await emailField().fill(email);
    await passwordField().fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(at('/email-confirmation'));
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await text(email).waitFor();
    await text(/check your spam/i).waitFor();
    expect(await page.getByRole('button', { name: /Resend email in \d+s/ }).isDisabled()).toBe(true);
    const kept = await page.evaluate<string | null>("sessionStorage.getItem('larder.signup-user')");
    expect(JSON.parse(kept!)).toMatchObject({ email, firstName: 'Ann', lastName: 'Baker' });
    await shot('email-confirmation-pending');

    // The cook opens the link in the same browser.
    // Hold the backend's answer a moment so 'Confirming your email...' can be seen.
    await page.route('**/api/v1/users/confirm-email-secure', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const link = await linkFromMail(larder.baseUrl, email, /confirm/i);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/email-confirmation' && url.searchParams.has('code'));
    await page.getByRole('heading', { name: 'Confirming your email...' }).waitFor();
    await shot('email-confirmation-confirming');
    await page.getByRole('heading', { name: 'Email Confirmed!' }).waitFor({ timeout: 10_000 });
    await shot('email-confirmation-success');
    await page.waitForURL(at('/setup'), { timeout: 10_000 });
    expect(await page.evaluate<string | null>("sessionStorage.getItem('larder.signup-user')")).toBeNull();
    expect(screenErrors()).toEqual([]);
  });
});

describe('/email-confirmation', () => {
  it('shows the provider\'s error from the link as "Confirmation Failed", with ways to log in and sign up', async () => {
    await page.goto(at('/email-confirmation?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'));
    await page.getByRole('heading', { name: 'Confirmation Failed' }).waitFor();
    await text('Authentication failed: Email link is invalid or has expired').waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBeGreaterThan(0);
    await shot('email-confirmation-error');
    expect(screenErrors()).toEqual([]);
  });

  it('sends a new link to a cook whose link expired, which confirms the address; a confirmed address gets nothing', async () => {
    // Signed up on another device: this browser knows nothing of the sign-up.
    const email = uniqueEmail('expired-link');
    const signedUp = await supabaseFor(larder).auth.signUp({ email, password: STRONG_PASSWORD, options: { data: { firstName: 'Ann', lastName: 'Baker' } } });
    expect(signedUp.error).toBeNull();
    const confirmations = async (address: string) => (await mailTo(larder.baseUrl, address)).filter((mail) => /confirm/i.test(mail.subject)).length;
    await expect.poll(() => confirmations(email), { timeout: 10_000 }).toBe(1);

    await page.goto(at('/email-confirmation?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'));
    await page.getByRole('heading', { name: 'Confirmation Failed' }).waitFor();
    const form = page.getByRole('form', { name: 'Get a new confirmation link' });
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await form.getByText('Please enter your email address').waitFor();
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await form.getByText(`If ${email} is waiting to be confirmed, a new link is on its way. Already confirmed? Log in.`).waitFor();
    expect(await form.getByRole('button', { name: /Send a new link in \d+s/ }).isDisabled()).toBe(true);
    await shot('email-confirmation-new-link');
    await expect.poll(() => confirmations(email), { timeout: 10_000 }).toBe(2);

    // The new link confirms the address in this browser, and sign-up goes on to setup.
    await page.goto(await linkFromMail(larder.baseUrl, email, /confirm/i));
    await page.getByRole('heading', { name: 'Email Confirmed!' }).waitFor({ timeout: 10_000 });
    await page.waitForURL(at('/setup'), { timeout: 10_000 });

    // An address already confirmed is told the same, and sent nothing.
    const confirmed = await confirmedCook(larder);
    const before = await confirmations(confirmed.email);
    await page.goto(at('/email-confirmation?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'));
    await page.getByRole('heading', { name: 'Confirmation Failed' }).waitFor();
    await form.getByRole('textbox', { name: 'Email' }).fill(confirmed.email);
    await form.getByRole('button', { name: 'Send a new link' }).click();
    await form.getByText(/a new link is on its way/).waitFor();
    expect(await confirmations(confirmed.email)).toBe(before);
    expect(screenErrors()).toEqual([]);
  });

  it('sends a visitor with no code, no session and no sign-up to /login', async () => {
    await page.goto(at('/email-confirmation'));
    await page.waitForURL(at('/login'));
  });
});

describe('/login', () => {
  it('reports a wrong password as "Invalid email or password", highlights the password and shakes the card for 1 s', async () => {
    const cook = await confirmedCook(larder);
    await page.clock.install();
    await page.goto(at('/login'));
    await page.getByRole('heading', { name: 'Time to cook.' }).waitFor();
    await shot('login');
    await logIn(cook.email, 'Wrong-Password-1');
    await text('Invalid email or password').waitFor();
    expect(await passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(await emailField().getAttribute('aria-invalid')).not.toBe('true');
    expect(await cardClass()).toMatch(/shake/);
    await shot('login-error');
    await page.clock.fastForward(1_000);
    await expect.poll(cardClass).not.toMatch(/shake/);
    expect(pathname()).toBe('/login');
    expect(screenErrors()).toEqual([]);
  });

  it('catches a malformed address ("ann@") before sending anything: "Please enter a valid email address" under the email field', async () => {
    const tokenCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/auth/v1/token') && tokenCalls.push(request.url()));
    await page.goto(at('/login'));
    await page.getByRole('heading', { name: 'Time to cook.' }).waitFor();
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    // Nothing typed yet: nothing to send (the button waits for both fields).
    expect(await submit.isDisabled()).toBe(true);

    await logIn('ann@', STRONG_PASSWORD);
    await text('Please enter a valid email address').waitFor({ timeout: 15_000 });
    expect(await emailField().getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Invalid email or password').count()).toBe(0);
    await expect.poll(cardClass, { timeout: 15_000 }).not.toMatch(/shake/);
    for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await resizeViewport(page, size);
      if (PICTURES) await page.screenshot({ path: path.join(SCREENSHOTS, `login-invalid-email-${size.width}x${size.height}.png`) });
      await checkAccessibility(page, 'login-invalid-email');
    }
    await resizeViewport(page, { width: 1280, height: 900 });

    // The reset form's rule: no dot after the @ is no address either, and Enter is caught the same way.
    await emailField().fill('ann@example');
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
    await passwordField().press('Enter');
    await text('Please enter a valid email address').waitFor({ timeout: 15_000 });
    expect(tokenCalls).toEqual([]);
    expect(pathname()).toBe('/login');

    // Typing clears the message; a real address goes to the provider as before.
    const cook = await confirmedCook(larder);
    await emailField().fill(cook.email);
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
    await passwordField().fill(cook.password);
    await submit.click();
    await page.waitForURL(at('/setup'), { timeout: 15_000 });
    expect(tokenCalls).toHaveLength(1);
    expect(screenErrors()).toEqual([]);
  });

  it('asks an unconfirmed cook to confirm first and highlights the email', async () => {
    const email = await unconfirmedCook();
    await page.goto(at('/login'));
    await logIn(email, STRONG_PASSWORD);
    await text('Please check your email inbox and click the confirmation link before signing in').waitFor();
    expect(await emailField().getAttribute('aria-invalid')).toBe('true');
    await shot('login-unconfirmed');
    expect(screenErrors()).toEqual([]);
  });

  it('offers "Retry Connection" 3 s after a connection failure, and signs in once the connection is back', async () => {
    const cook = await confirmedCook(larder);
    await page.clock.install();
    await page.goto(at('/login'));
    await emailField().fill(cook.email);
    await passwordField().fill(cook.password);
    await browser.context.setOffline(true);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await text('Unable to connect. Please check your internet connection and try again.').waitFor();
    expect(await page.getByRole('button', { name: 'Retry Connection' }).count()).toBe(0);
    await page.clock.fastForward(3_000);
    await page.getByRole('button', { name: 'Retry Connection' }).waitFor();
    await shot('login-offline');
    await browser.context.setOffline(false);
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await page.waitForURL(at('/setup'), { timeout: 10_000 });
    // supabase-js logs the failed fetch itself while offline.
    expect(screenErrors(/TypeError: Failed to fetch/)).toEqual([]);
  });

  it('reports a server failure as "Unable to connect to the server..." and a silent provider as timed out after 10 s', async () => {
    const cook = await confirmedCook(larder);
    await page.clock.install();
    await page.route('**/auth/v1/token?grant_type=password', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(at('/login'));
    await logIn(cook.email, cook.password);
    await text('Unable to connect to the server...').waitFor();
    await shot('login-server-error');

    await page.unroute('**/auth/v1/token?grant_type=password');
    let held: (() => Promise<void>) | undefined;
    await page.route('**/auth/v1/token?grant_type=password', (route) => {
      held = () => route.abort();
    });
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('form[aria-label="Log in"][aria-busy="true"]').waitFor();
    await page.clock.fastForward(10_000);
    await text('Sign-in timed out. Please try again.').waitFor();
    expect(pathname()).toBe('/login');
    await shot('login-timeout');
    await held?.();
    expect(screenErrors()).toEqual([]);
  });

  it('signs in with Google through the stand-in consent page and returns through /auth-loading', async () => {
    const email = uniqueEmail('google');
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/v1/authorize');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/auth-loading' || url.pathname === '/setup');
    await page.waitForURL(at('/setup'), { timeout: 15_000 });
    expect(screenErrors()).toEqual([]);
  });
});

describe('/auth-loading', () => {
  it('shows the error box with Retry once the server has failed for 5 s', async () => {
    const cook = await confirmedCook(larder);
    await page.goto(at('/login'));
    await logIn(cook.email, cook.password);
    await page.waitForURL(at('/setup'), { timeout: 10_000 });

    let failures = 0;
    await page.route('**/api/v1/users/supabase/**', (route) => {
      failures += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    });
    await page.clock.install();
    await page.goto(at('/auth-loading'));
    await page.getByRole('heading', { name: 'Signing you in...' }).waitFor();
    await shot('auth-loading');
    await page.clock.fastForward(2_000); // the query's one retry
    await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(100);
    expect(await page.getByText(/Unable to connect to the server/).count()).toBe(0);
    await page.clock.fastForward(5_000);
    await text(/Unable to connect to the server/).waitFor();
    await shot('auth-loading-error');
    await page.unroute('**/api/v1/users/supabase/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(at('/setup'), { timeout: 10_000 });
    expect(screenErrors()).toEqual([]);
  });
});

describe('password recovery', () => {
  it('asks for a valid address, answers neutrally, and makes the button wait 60 s', async () => {
    const cook = await confirmedCook(larder);
    await page.clock.install();
    await page.goto(at('/login'));
    await emailField().fill(cook.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(at('/password-reset'));
    expect(await emailField().inputValue()).toBe(cook.email);
    await shot('password-reset');

    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await emailField().fill('');
    await send.click();
    await text('Please enter your email address').waitFor();
    await emailField().fill('nobody@');
    await send.click();
    await text('Please enter a valid email address').waitFor();
    await shot('password-reset-errors');

    await emailField().fill(cook.email);
    // The page's date stands still from here, so the cooldown reads exactly as the cook sees it at once,
    // however long a busy machine takes to draw the answer; its timers still run, and setFixedTime moves it.
    const sent = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(sent);
    await send.click();
    await text('If an account exists with this email, you will receive a password reset link shortly.').waitFor();
    const cooling = page.getByRole('button', { name: /Resend in \d+s/ });
    expect(await cooling.innerText()).toBe('Resend in 60s');
    expect(await cooling.isDisabled()).toBe(true);
    await page.clock.setFixedTime(sent + 30_000);
    await page.getByRole('button', { name: 'Resend in 30s' }).waitFor();
    await shot('password-reset-cooldown');
    await page.clock.setFixedTime(sent + 60_000);
    await send.waitFor();
    expect(await send.isEnabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
    expect(screenErrors()).toEqual([]);
  });

  it('follows the mailbox link, sets a new password, lands on /login after 2 s and signs in with it', async () => {
    const cook = await confirmedCook(larder);
    await page.clock.install();
    await page.goto(at('/password-reset'));
    await emailField().fill(cook.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await text(/If an account exists/).waitFor();

    // Hold the link's verification a moment so 'Verifying reset link...' can be seen.
    await page.route('**/auth/v1/verify', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const link = await linkFromMail(larder.baseUrl, cook.email, /reset/i);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/password-update');
    await page.getByRole('heading', { name: 'Verifying reset link...' }).waitFor();
    await shot('password-update-verifying');
    await passwordField('New Password').waitFor();
    await shot('password-update');

    const update = page.getByRole('button', { name: 'Update Password' });
    await update.click();
    await text('Please enter a new password').waitFor();
    await passwordField('New Password').fill('abc');
    await update.click();
    await text('Password must be at least 6 characters long').waitFor();
    // The account's own rules (sign-up's, 8 characters) wait while the spec's six are asked for.
    const rules = page.getByRole('list', { name: 'Password requirements' });
    expect(await rules.count()).toBe(0);
    await shot('password-update-too-short');
    // Past six, the account's rules are shown as they are met.
    await passwordField('New Password').fill('abcdef');
    await expect.poll(() => rules.locator('[data-met="true"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await text('Password must be at least 6 characters long').count()).toBe(0);
    await passwordField('New Password').fill(NEW_PASSWORD);
    await expect.poll(() => rules.locator('[data-met="false"]').count()).toBe(0);
    await passwordField('Confirm New Password').fill('Fresh-Basil-78');
    await update.click();
    await text('Passwords do not match').waitFor();
    await shot('password-update-errors');

    await passwordField('Confirm New Password').fill(NEW_PASSWORD);
    await update.click();
    await page.getByRole('heading', { name: 'Password updated' }).waitFor();
    await shot('password-update-success');
    expect(pathname()).toBe('/password-update');
    await page.clock.fastForward(2_000);
    await page.waitForURL(at('/login'));
    expect(await emailField().inputValue()).toBe(cook.email);

    await passwordField().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth-loading' || url.pathname === '/setup');
    await page.waitForURL(at('/setup'), { timeout: 10_000 });
    expect(screenErrors()).toEqual([]);
  });

  it('calls a spent or made-up link an "Invalid Reset Link" and offers a new one', async () => {
    await page.goto(at('/password-update?code=made-up-code'));
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    await text('Invalid or expired reset link. Please request a new password reset.').waitFor();
    await shot('password-update-invalid');
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await page.waitForURL(at('/password-reset'));
    expect(screenErrors()).toEqual([]);
  });
});
