// The billing stand-in's two hosted pages, as Stripe's Checkout and customer portal would be:
// plain server-rendered HTML, every value escaped, clearly in test mode. Mounted at /billing/local:
//   GET  /checkout/:sessionId           the test checkout (card prefilled with Stripe's 4242 test card)
//   POST /checkout/:sessionId/complete  subscribe, then 303 to the session's success url
//   GET  /portal/:sessionId             cards and subscription, a 'Replace card' form, back to Larder
//   POST /portal/:sessionId/card        replace the card, then 303 back to the portal
// The forms carry the session's own secret (form_token), so a page elsewhere cannot post them; they
// need no x-csrf-token and sit outside /api/v1, where that check runs.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { formFields } from '../../http/form-body.ts';
import { escapeHtml, renderPage, sendPage } from '../../http/plain-page.ts';
import type { CheckoutView } from './checkout.ts';
import type { LocalBilling } from './local-billing.ts';
import type { LocalPlan } from './plans.ts';
import type { PortalView } from './portal.ts';

const BANNER =
  '<strong>Test mode: no real payment.</strong> This is Larder’s local stand-in for Stripe: nothing is charged, ' +
  'and the card details never leave this machine. With Stripe configured, this page does not exist. ' +
  'As on Stripe’s test mode, 4000 0000 0000 0002 is declined.';

const EXTRA_STYLE = `<style>
  .price { font-size: 1.6rem; font-weight: 700; margin: .25rem 0 0; } .price span { font-size: 1rem; font-weight: 400; color: var(--muted); }
  input[readonly] { background: #f4f7f5; color: var(--muted); }
  .actions { display: flex; gap: 1.25rem; align-items: center; } .actions a { margin-top: 1.25rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; } ul.plain { list-style: none; padding: 0; margin: 0; } ul.plain li { padding: .35rem 0; }
</style>`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDate = (date: Date) => dateFormat.format(date);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const planPrice = (plan: LocalPlan) => `${dollars(plan.amount)} / ${plan.interval}`;
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

function page(c: Context, title: string, body: string, status: ContentfulStatusCode, formTargets: string[] = []) {
  return sendPage(c, renderPage({ title, banner: BANNER, body: EXTRA_STYLE + body }), status, formTargets);
}

function notice(c: Context, status: ContentfulStatusCode, heading: string, text: string, link?: { href: string; label: string }) {
  const linkHtml = link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return page(c, heading, `<h1>${escapeHtml(heading)}</h1><p class="lead">${escapeHtml(text)}</p>${linkHtml}`, status);
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const field = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
/** The page's own path, whatever prefix the router is mounted under. */
const pagePath = (c: Context, suffix: RegExp) => c.req.path.replace(suffix, '').replace(/\/+$/, '');

function checkoutForm(
  c: Context,
  view: Extract<CheckoutView, { state: 'open' }>,
  status: ContentfulStatusCode,
  entered?: { number: string; month: string; year: string; cvc: string; error: string },
) {
  const values = entered ?? { number: '4242 4242 4242 4242', month: '12', year: String(view.today.getUTCFullYear() + 1), cvc: '123', error: '' };
  const action = `${pagePath(c, /\/complete$/)}/complete`;
  const body = `
<h1>Larder test checkout</h1>
<p class="lead">Subscribe to Larder ${escapeHtml(view.plan.name)}</p>
<p class="price">${escapeHtml(dollars(view.plan.amount))} <span>/ ${escapeHtml(view.plan.interval)}</span></p>
${values.error ? `<p class="error" role="alert">${escapeHtml(values.error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="form_token" value="${escapeHtml(view.formToken)}">
  <label for="email">Email</label>
  <input id="email" type="email" value="${escapeHtml(view.email)}" readonly>
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" type="text" inputmode="numeric" autocomplete="off" value="${escapeHtml(values.number)}">
  <div class="row">
    <div><label for="expiry_month">Expiry month</label><input id="expiry_month" name="expiry_month" type="text" inputmode="numeric" value="${escapeHtml(values.month)}"></div>
    <div><label for="expiry_year">Expiry year</label><input id="expiry_year" name="expiry_year" type="text" inputmode="numeric" value="${escapeHtml(values.year)}"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="off" value="${escapeHtml(values.cvc)}"></div>
  </div>
  <div class="actions">
    <button type="submit">Pay and subscribe</button>
    <a href="${escapeHtml(view.cancelUrl)}">Cancel</a>
  </div>
</form>`;
  // After the post the browser follows a redirect to Larder, which form-action must allow.
  return page(c, 'Larder test checkout', body, status, originOf(view.successUrl));
}

function portalPage(c: Context, view: Extract<PortalView, { state: 'open' }>, status: ContentfulStatusCode, error = '') {
  const subscriptions =
    view.subscriptions.length === 0
      ? '<p>No active subscription.</p>'
      : `<ul class="plain">${view.subscriptions
          .map((subscription) => {
            const plan = subscription.plan ? `Larder ${escapeHtml(subscription.plan.name)} · ${escapeHtml(planPrice(subscription.plan))}` : 'Larder';
            const when = subscription.cancelling
              ? `Ends on ${escapeHtml(formatDate(subscription.cancelAt ?? subscription.periodEnd))}`
              : `Renews on ${escapeHtml(formatDate(subscription.periodEnd))}`;
            return `<li><strong>${plan}</strong><br><span class="meta">${when}</span></li>`;
          })
          .join('')}</ul>`;
  const scheduled = view.scheduled
    ? `<p class="meta">Moves to ${escapeHtml(view.scheduled.plan ? `Larder ${view.scheduled.plan.name} (${planPrice(view.scheduled.plan)})` : 'another plan')} on ${escapeHtml(formatDate(view.scheduled.startDate))}.</p>`
    : '';
  const cards =
    view.cards.length === 0
      ? '<p>No card on file.</p>'
      : `<ul class="plain">${view.cards
          .map(
            (card) =>
              `<li><strong>${escapeHtml(BRANDS[card.brand] ?? card.brand)} •••• ${escapeHtml(card.last4)}</strong> <span class="meta">Expires ${escapeHtml(card.expiryMonth)}/${escapeHtml(card.expiryYear)}</span></li>`,
          )
          .join('')}</ul>`;
  const action = `${pagePath(c, /\/card$/)}/card`;
  const body = `
<h1>Larder billing</h1>
<p class="lead">${escapeHtml(view.email)}</p>
<h2>Subscription</h2>
${subscriptions}
${scheduled}
<h2>Payment method</h2>
${cards}
<h2>Replace card</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="form_token" value="${escapeHtml(view.formToken)}">
  <div class="row">
    <div><label for="last4">Last 4 digits</label><input id="last4" name="last4" type="text" inputmode="numeric" maxlength="4" value="4242"></div>
    <div><label for="expiry_month">Expiry month</label><input id="expiry_month" name="expiry_month" type="text" inputmode="numeric" value="12"></div>
    <div><label for="expiry_year">Expiry year</label><input id="expiry_year" name="expiry_year" type="text" inputmode="numeric" value="${escapeHtml(view.today.getUTCFullYear() + 2)}"></div>
  </div>
  <div class="actions">
    <button type="submit">Replace card</button>
    <a href="${escapeHtml(view.returnUrl)}">Return to Larder</a>
  </div>
</form>`;
  return page(c, 'Larder billing', body, status);
}

const FORGED = 'This form is out of date or did not come from this page. Open it again from Larder.';

// Said alike whether the checkout page is opened or its form sent.
const checkoutNotFound = (c: Context) => notice(c, 404, 'Checkout not found', 'There is no checkout at this address. Start again from Larder’s pricing page.');
const checkoutExpired = (c: Context, cancelUrl: string) => notice(c, 410, 'Checkout expired', 'This checkout has expired. Start again from Larder.', { href: cancelUrl, label: 'Back to Larder' });

export function localBillingPages(billing: LocalBilling) {
  return new Hono()
    .get('/checkout/:sessionId', async (c) => {
      const view = await billing.checkoutView(c.req.param('sessionId'));
      switch (view.state) {
        case 'unknown':
          return checkoutNotFound(c);
        case 'complete':
          return notice(c, 200, 'Checkout complete', 'You are subscribed; this checkout is finished.', { href: view.successUrl, label: 'Continue to Larder' });
        case 'expired':
          return checkoutExpired(c, view.cancelUrl);
        case 'open':
          return checkoutForm(c, view, 200);
        default: {
          const unreachable: never = view;
          throw new Error(`Unknown checkout state ${String(unreachable)}`);
        }
      }
    })
    .post('/checkout/:sessionId/complete', async (c) => {
      const sessionId = c.req.param('sessionId');
      const body = await formFields(c);
      const card = { number: field(body, 'card_number'), expiryMonth: field(body, 'expiry_month'), expiryYear: field(body, 'expiry_year'), cvc: field(body, 'cvc') };
      const result = await billing.completeCheckout(sessionId, { formToken: field(body, 'form_token'), card });
      switch (result.outcome) {
        case 'completed':
          return c.redirect(result.redirectTo, 303);
        case 'unknown':
          return checkoutNotFound(c);
        case 'complete':
          return notice(c, 409, 'Checkout complete', 'This checkout is already finished: nothing was charged twice.', { href: result.successUrl, label: 'Continue to Larder' });
        case 'expired':
          return checkoutExpired(c, result.cancelUrl);
        case 'forged':
          return notice(c, 403, 'Checkout refused', FORGED);
        case 'invalid-card': {
          const view = await billing.checkoutView(sessionId);
          if (view.state !== 'open') return notice(c, 400, 'Checkout refused', result.message);
          return checkoutForm(c, view, 400, { number: card.number, month: card.expiryMonth, year: card.expiryYear, cvc: card.cvc, error: result.message });
        }
        default: {
          const unreachable: never = result;
          throw new Error(`Unknown checkout outcome ${String(unreachable)}`);
        }
      }
    })
    .get('/portal/:sessionId', async (c) => {
      const view = await billing.portalView(c.req.param('sessionId'));
      if (view.state === 'unknown') return notice(c, 404, 'Billing page not found', 'There is no billing page at this address. Open it again from your Larder profile.');
      return portalPage(c, view, 200);
    })
    .post('/portal/:sessionId/card', async (c) => {
      const sessionId = c.req.param('sessionId');
      const body = await formFields(c);
      const result = await billing.replaceCard(sessionId, {
        formToken: field(body, 'form_token'),
        last4: field(body, 'last4'),
        expiryMonth: field(body, 'expiry_month'),
        expiryYear: field(body, 'expiry_year'),
      });
      switch (result.outcome) {
        case 'replaced':
          return c.redirect(pagePath(c, /\/card$/), 303);
        case 'unknown':
          return notice(c, 404, 'Billing page not found', 'There is no billing page at this address. Open it again from your Larder profile.');
        case 'forged':
          return notice(c, 403, 'Change refused', FORGED);
        case 'invalid-card': {
          const view = await billing.portalView(sessionId);
          if (view.state !== 'open') return notice(c, 400, 'Change refused', result.message);
          return portalPage(c, view, 400, result.message);
        }
        default: {
          const unreachable: never = result;
          throw new Error(`Unknown card outcome ${String(unreachable)}`);
        }
      }
    });
}
