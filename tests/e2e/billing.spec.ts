// Paying for Larder as a cook lives it, against the real product with the local billing adapter (its
// checkout and portal are pages the server renders; access arrives through the same webhook path
// Stripe would take): a set-up cook chooses Monthly on /pricing, pays, and manages the subscription
// from /profile (switch and revert, cancel and resume). No stubs in the journey; one failure state
// is stubbed because the real server does not fail on demand.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { catalogueProduct, cookIn } from './support/catalogue.ts';

const product = catalogueProduct();
const DAY_MS = 86_400_000;

/** Back to the top before a full-page picture, so the sticky bar is drawn where it sits. */
async function shootFromTop(page: Page, name: string) {
  await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await screenshot(page, name);
}

const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Subscription Details' });

interface Card {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

describe('a set-up cook without access', () => {
  it('chooses Monthly on /pricing, pays on the checkout page, and manages the subscription from /profile', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      const cook = await cookIn(product.larder, browser, 'set-up');

      // Before paying, the meal plan asks for a plan.
      await page.goto(product.at('/meal-plan'));
      await page.getByRole('link', { name: 'Get meal plan' }).first().waitFor();

      await page.goto(product.at('/pricing'));
      const select = page.getByRole('button', { name: 'Select Monthly plan' });
      await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.getByRole('region', { name: 'Larder plan' }).getByText('$5', { exact: true }).waitFor();
      expect(await page.getByText('Card payments are coming soon', { exact: false }).count()).toBe(0);
      await screenshot(page, 'billing-pricing');
      // The toggle decides the plan: Annual reads $4 a month and saves 20%, then back to Monthly.
      await page.getByText('Annual', { exact: true }).click();
      await page.getByRole('button', { name: 'Select Annual plan' }).waitFor();
      await page.getByText('Save 20%').waitFor();
      await page.getByText('Monthly', { exact: true }).click();

      await page.getByRole('button', { name: 'Select Monthly plan' }).click();
      await page.waitForURL(/\/billing\/local\/checkout\/cs_local_/);
      const pay = page.getByRole('button', { name: 'Pay and subscribe' });
      await pay.waitFor();
      await screenshot(page, 'billing-local-checkout');
      await pay.click();

      await page.waitForURL(product.at('/profile?checkout=success'));
      const card = subscriptionCard(page);
      await card.getByText('You are currently on the Monthly plan.').waitFor({ timeout: 30_000 });
      const renewal = (await card.getByText(/^Your subscription renews on /).textContent())!.replace(/^Your subscription renews on (.*)\.$/, '$1');
      const untilRenewal = new Date(renewal).getTime() - Date.now();
      expect(untilRenewal).toBeGreaterThan(26 * DAY_MS);
      expect(untilRenewal).toBeLessThan(32 * DAY_MS);

      // The card the checkout saved, as the provider has it, shown with its expiry.
      const [saved] = (await cook.api.post('/api/v1/users/stripe_payment_methods', { app_user_id: cook.appUserId })).body as Card[];
      expect(saved).toMatchObject({ brand: 'visa', last4: '4242' });
      const payment = page.getByRole('region', { name: 'Payment Information' });
      await payment.getByText('Visa ending in 4242').waitFor();
      await payment.getByText(`Expires ${String(saved!.expiryMonth).padStart(2, '0')}/${saved!.expiryYear}`).waitFor();
      await payment.getByRole('button', { name: 'Manage Payment Method' }).waitFor();
      await shootFromTop(page, 'billing-profile-subscribed');

      // The provider's portal opens in a new tab; the profile stays where it was.
      const [portal] = await Promise.all([browser.context.waitForEvent('page'), payment.getByRole('button', { name: 'Manage Payment Method' }).click()]);
      await portal.waitForURL(/\/billing\/local\/portal\//);
      await portal.getByRole('heading', { name: 'Larder billing' }).waitFor();
      await portal.close();
      expect(new URL(page.url()).pathname).toBe('/profile');

      // Paying gave access: the meal plan no longer asks for a plan.
      await page.goto(product.at('/meal-plan'));
      await page.getByText('Meals are being generated...').or(page.getByTestId('meal-card')).first().waitFor({ timeout: 30_000 });
      expect(await page.getByRole('link', { name: 'Get meal plan' }).count()).toBe(0);

      // Switch to Annual from the renewal date.
      await page.goto(product.at('/profile'));
      await card.getByRole('button', { name: 'Modify Subscription' }).click();
      const choose = page.getByRole('dialog', { name: 'Choose Your Plan' });
      await choose.waitFor();
      // Its X says what it does.
      expect(await choose.getByRole('button', { name: 'Close', exact: true }).count()).toBe(1);
      expect(await choose.getByRole('button', { name: 'Update Subscription' }).isDisabled()).toBe(true);
      await choose.getByRole('radio', { name: 'Annual plan' }).check();
      await choose.getByText(`Your current subscription stays active until ${renewal}. From then on you will be charged $48 per year for the Annual plan.`).waitFor();
      await shootFromTop(page, 'billing-choose-plan');
      await choose.getByRole('button', { name: 'Update Subscription' }).click();
      // The page reloads, then shows the pending switch.
      await card.getByText(`Your subscription will move to the Annual plan on ${renewal}.`).waitFor({ timeout: 15_000 });
      const revert = card.getByRole('button', { name: 'Revert Subscription' });
      await revert.waitFor();
      await shootFromTop(page, 'billing-pending-switch');

      await revert.click();
      await card.getByText('You are currently on the Monthly plan.').waitFor();
      expect(await revert.count()).toBe(0);

      // Cancel at the end of the period, then change their mind.
      await page.getByRole('region', { name: 'Unsubscribe' }).getByRole('button', { name: 'Unsubscribe' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
      await cancel.getByText('Your subscription stays active until the end of the current billing period', { exact: false }).waitFor();
      await cancel.getByRole('button', { name: 'Keep Subscription' }).waitFor();
      await shootFromTop(page, 'billing-cancel-modal');
      await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
      await cancel.waitFor({ state: 'detached' });
      await card.getByText(`Your Monthly subscription ends at the end of the billing period, on ${renewal}.`).waitFor();
      const resume = card.getByRole('button', { name: 'Resume Subscription' });
      await resume.waitFor();
      expect(await page.getByRole('region', { name: 'Unsubscribe' }).count()).toBe(0);
      await shootFromTop(page, 'billing-cancelling');

      await resume.click();
      await card.getByText('You are currently on the Monthly plan.').waitFor();
      await card.getByText(`Your subscription renews on ${renewal}.`).waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe('the profile when the payment methods cannot be fetched', () => {
  it('says "Failed to fetch payment methods. Please try again." and offers to try again', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'ready');
      await page.route('**/api/v1/users/stripe_payment_methods', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'The provider is unavailable.' }) }),
      );
      await page.goto(product.at('/profile'));
      await page.getByText('Failed to fetch payment methods. Please try again.').waitFor();
      await page.getByRole('region', { name: 'Payment Information' }).getByRole('button', { name: 'Try again' }).waitFor();
      // A beta-code cook has no subscription and needs none: the profile says where access comes from.
      await subscriptionCard(page).getByText('You have full access with a beta code.').waitFor();
      expect(await subscriptionCard(page).getByText('You do not have a subscription.').count()).toBe(0);
      await subscriptionCard(page).getByRole('link', { name: 'See plans' }).waitFor();
      await shootFromTop(page, 'billing-payment-methods-failed');
      // Never checked out, so no customer and no portal: Add Payment Method leads to the plans.
      const add = page.getByRole('region', { name: 'Payment Information' }).getByRole('link', { name: 'Add Payment Method' });
      expect(await add.getAttribute('href')).toBe('/pricing');
      // The only error the page logged is the stubbed 500 itself.
      expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
    });
  });
});

describe('the profile just after checkout, before the provider has granted the subscription', () => {
  it('says the payment was received and the subscription is being set up, keeps asking, then shows the plan and the card', async () => {
    await product.withBrowser(async (browser, errors) => {
      const { page } = browser;
      await cookIn(product.larder, browser, 'set-up');
      // The webhook's moment of delay, held open until the test lets the subscription arrive.
      const plans = (await (await fetch(product.at('/api/v1/billing/plans'))).json()) as { monthly: { price_id: string } };
      const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
      const subscription = { id: 'sub_arriving', plan: { id: plans.monthly.price_id }, status: 'active', cancel_at_period_end: false, cancel_at: null, items: { data: [{ price: { id: plans.monthly.price_id }, current_period_end: periodEnd }] } };
      let arrived = false;
      let asked = 0;
      await page.route('**/api/v1/users/stripe_active_subscriptions', (route) => {
        asked++;
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(arrived ? [subscription] : []) });
      });
      await page.route('**/api/v1/users/stripe_payment_methods', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(arrived ? [{ id: 'pm_1', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2031 }] : []) }),
      );
      await page.goto(product.at('/profile?checkout=success'));
      const card = subscriptionCard(page);
      await card.getByText('Payment received: your subscription is being set up.').waitFor();
      expect(await card.getByText('You do not have a subscription.').count()).toBe(0);
      await expect.poll(() => asked, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      await shootFromTop(page, 'billing-setting-up');

      arrived = true;
      await card.getByText('You are currently on the Monthly plan.').waitFor({ timeout: 10_000 });
      // The card saved with it is asked for again, without a reload.
      await page.getByRole('region', { name: 'Payment Information' }).getByText('Visa ending in 4242').waitFor();
      expect(errors).toEqual([]);
    });
  });
});
