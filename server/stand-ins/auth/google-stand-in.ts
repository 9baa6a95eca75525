// The offline stand-in for Google sign-in. GET /authorize?provider=google (the address supabase-js
// builds for signInWithOAuth) shows a consent page; continuing signs the person in under the address
// they type and returns to redirect_to with a PKCE code, as GoTrue does after Google's callback.
//
// It proves nothing about who the person is, so it never opens an account that signs in with a
// password: those stay behind their password. The form is bound to the browser that opened it
// (signed state plus a SameSite cookie), so another site cannot post it on someone's behalf.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { formFields } from '../../http/form-body.ts';
import { withTransaction, type Queryable } from './db.ts';
import { createFlowState, issueAuthCode, type CodeChallenge } from './flow-states.ts';
import { escapeHtml, renderPage, sendPage } from '../../http/plain-page.ts';
import { NAME_MAX_LENGTH, sanitizeText } from './metadata.ts';
import type { ProviderConfig } from './options.ts';
import { takeRateLimit } from './rate-limits.ts';
import { allowedOrigins, safeRedirect, withCode, withSessionFragment } from './redirects.ts';
import { codeChallenge, isEmailAddress } from './requests.ts';
import { sha256 } from './secrets.ts';
import { signIn } from './tokens.ts';
import { findUserByEmail, insertUser, linkIdentity, markEmailConfirmed, mergeUserMetadata, type UserRow } from './users.ts';

const COOKIE = 'larder-google-stand-in';
const FORM_TTL_MS = 30 * 60_000;

interface FormState {
  redirectTo: string;
  challenge: CodeChallenge | null;
  issuedAt: number;
  nonce: string;
}

interface FormValues {
  email: string;
  firstName: string;
  lastName: string;
}

const BANNER =
  '<strong>Offline stand-in for Google sign-in.</strong> This page is served by Larder itself, because no hosted ' +
  'authentication is configured. No Google account is contacted and nothing is checked: continuing signs you in ' +
  'under the address you type. Deployments with Supabase use real Google sign-in instead.';

function stateKey(config: ProviderConfig): Buffer {
  // Derived from the signing key (kept in the database), so every api process checks every other's forms.
  return createHmac('sha256', String(config.signingKey.privateJwk.d)).update('larder google stand-in form state').digest();
}

function sealState(config: ProviderConfig, state: FormState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${createHmac('sha256', stateKey(config)).update(payload).digest('base64url')}`;
}

function openState(config: ProviderConfig, sealed: string, nonce: string | undefined): FormState | undefined {
  const [payload, signature] = sealed.split('.');
  if (!payload || !signature || !nonce) return undefined;
  const expected = Buffer.from(createHmac('sha256', stateKey(config)).update(payload).digest('base64url'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const state = JSON.parse(Buffer.from(payload, 'base64url').toString()) as FormState;
  if (state.nonce !== nonce || Date.now() - state.issuedAt > FORM_TTL_MS) return undefined;
  return state;
}

function suggestedValues(loginHint: string | undefined): FormValues {
  const email = loginHint && isEmailAddress(loginHint.trim()) ? loginHint.trim() : 'home.cook@example.com';
  const [first = 'Home', last = 'Cook'] = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
  return { email, firstName: sanitizeText(first, NAME_MAX_LENGTH), lastName: sanitizeText(last, NAME_MAX_LENGTH) };
}

function consentPage(sealedState: string, redirectTo: string, values: FormValues, error?: string): string {
  const destination = new URL(redirectTo);
  return renderPage({
    title: 'Continue with Google (offline stand-in)',
    banner: BANNER,
    body: `
<h1>Continue with Google</h1>
<p class="lead">Choose the account to sign in with. You will return to <strong>${escapeHtml(destination.origin + destination.pathname)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="authorize">
  <input type="hidden" name="state" value="${escapeHtml(sealedState)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required maxlength="255" autocomplete="email" value="${escapeHtml(values.email)}">
  <div class="row">
    <div><label for="first_name">First name</label>
    <input id="first_name" name="first_name" type="text" required maxlength="${NAME_MAX_LENGTH}" autocomplete="given-name" value="${escapeHtml(values.firstName)}"></div>
    <div><label for="last_name">Last name</label>
    <input id="last_name" name="last_name" type="text" required maxlength="${NAME_MAX_LENGTH}" autocomplete="family-name" value="${escapeHtml(values.lastName)}"></div>
  </div>
  <button type="submit">Continue</button>
</form>`,
  });
}

function expiredPage(): string {
  return renderPage({
    title: 'Sign-in page expired',
    banner: BANNER,
    body: '<h1>This sign-in page has expired</h1><p>Go back to Larder and choose “Continue with Google” again.</p>',
  });
}

const secureCookie = (config: ProviderConfig) => config.publicOrigin().startsWith('https:');

/** GET /authorize?provider=google&redirect_to=…&code_challenge=…&code_challenge_method=s256 */
export function showConsent(config: ProviderConfig, c: Context, query: { redirect_to?: string; code_challenge?: string; code_challenge_method?: string; login_hint?: string }) {
  const challenge = codeChallenge(query);
  const redirectTo = safeRedirect(config, query.redirect_to);
  const nonce = randomBytes(18).toString('base64url');
  setCookie(c, COOKIE, nonce, { path: '/auth/v1', httpOnly: true, sameSite: 'Lax', secure: secureCookie(config), maxAge: FORM_TTL_MS / 1000 });
  const sealed = sealState(config, { redirectTo, challenge, issuedAt: Date.now(), nonce });
  return sendPage(c, consentPage(sealed, redirectTo, suggestedValues(query.login_hint)), 200, allowedOrigins(config));
}

const formSchema = z.object({
  state: z.string().max(8192).default(''),
  email: z.string().max(320).default(''),
  first_name: z.string().max(500).default(''),
  last_name: z.string().max(500).default(''),
});

/** POST /authorize: the consent form. Answers the redirect back to the app, or the form again with what to fix. */
export async function continueWithGoogle(config: ProviderConfig, c: Context, ip: string) {
  const form = formSchema.safeParse(await formFields(c));
  const state = form.success ? openState(config, form.data.state, getCookie(c, COOKIE)) : undefined;
  if (!form.success || !state) return sendPage(c, expiredPage(), 400);

  const values: FormValues = {
    email: form.data.email.trim(),
    firstName: sanitizeText(form.data.first_name, NAME_MAX_LENGTH),
    lastName: sanitizeText(form.data.last_name, NAME_MAX_LENGTH),
  };
  const again = (message: string, status: 400 | 409 | 429) => sendPage(c, consentPage(form.data.state, state.redirectTo, values, message), status, allowedOrigins(config));
  if (!isEmailAddress(values.email)) return again('Please enter a valid email address.', 400);
  if (!values.firstName || !values.lastName) return again('Please enter a first and a last name.', 400);
  try {
    await takeRateLimit(config.pool, config.rateLimits, 'signInPerIp', ip);
  } catch {
    return again('Too many sign-in attempts from this network. Wait a few minutes and try again.', 429);
  }

  const location = await withTransaction(config.pool, async (tx) => {
    const user = await googleAccount(tx, values);
    if (!user) return undefined;
    if (state.challenge) {
      const flowStateId = await createFlowState(tx, { userId: user.id, challenge: state.challenge, method: 'oauth', providerType: 'google' });
      const code = await issueAuthCode(tx, flowStateId);
      return withCode(state.redirectTo, code!);
    }
    return withSessionFragment(state.redirectTo, await signIn(config, tx, user.id, 'oauth'));
  });
  if (!location) {
    return again('An account with this address signs in with a password. Sign in with your password instead: this offline page cannot prove the address is yours.', 409);
  }
  deleteCookie(c, COOKIE, { path: '/auth/v1', secure: secureCookie(config) });
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}

/** Finds or creates the account the stand-in signs into; undefined for an account it must not open. */
async function googleAccount(db: Queryable, values: FormValues): Promise<UserRow | undefined> {
  const providerId = sha256(`google:${values.email.toLowerCase()}`).slice(0, 24);
  const fullName = `${values.firstName} ${values.lastName}`;
  const identityData = {
    iss: 'https://accounts.google.com',
    sub: providerId,
    provider_id: providerId,
    email: values.email,
    email_verified: true,
    phone_verified: false,
    name: fullName,
    full_name: fullName,
  };
  const names = { firstName: values.firstName, lastName: values.lastName, full_name: fullName, name: fullName };
  const existing = await findUserByEmail(db, values.email, { forUpdate: true });
  if (existing) {
    if (!(existing.raw_app_meta_data.providers ?? []).includes('google')) return undefined;
    await linkIdentity(db, existing, 'google', providerId, identityData);
    await mergeUserMetadata(db, existing.id, names);
    await markEmailConfirmed(db, existing.id);
    return existing;
  }
  const created = await insertUser(db, {
    email: values.email,
    passwordHash: null,
    userMetadata: { ...names, email: values.email, email_verified: true, phone_verified: false, iss: identityData.iss, sub: providerId, provider_id: providerId },
    provider: 'google',
    confirmed: true,
  });
  if (!created) throw new Error('the address was registered while the stand-in was creating it; try again');
  await linkIdentity(db, created, 'google', providerId, identityData);
  return created;
}
