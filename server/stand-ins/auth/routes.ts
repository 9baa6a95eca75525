// /auth/v1: the GoTrue endpoints supabase-js calls, thin: read and check the request, hand it to the
// flow that owns it, answer in GoTrue's shapes. Errors are rendered in one place (onError).
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { stampHeader } from '../../http/stamp-header.ts';
import { bearerOf, currentUser, logout, updateUser } from './account.ts';
import { clientIp } from './client-ip.ts';
import { recover, verifyCode, verifyLink } from './email-links.ts';
import { API_VERSION, API_VERSION_HEADER, AuthApiError, authErrors, sendAuthError } from './errors.ts';
import { continueWithGoogle, showConsent } from './google-stand-in.ts';
import { housekeeper } from './housekeeping.ts';
import { readMailbox } from './mailbox.ts';
import type { ProviderConfig } from './options.ts';
import { allowedOrigins, safeRedirect } from './redirects.ts';
import { codeChallenge, emailAddress, parseWith, readBody, schemas } from './requests.ts';
import { resendConfirmation, signUp } from './sign-up.ts';
import { accessTokenVerifier } from './tokens.ts';
import { passwordGrant, pkceGrant, refreshGrant } from './token-grants.ts';

export function authRoutes(config: ProviderConfig) {
  const verifyAccessToken = accessTokenVerifier(config);
  const claimsOf = (c: Context) => verifyAccessToken(bearerOf(c));
  const ip = (c: Context) => clientIp(c, config.trustProxyHops);
  const redirectTo = (c: Context) => safeRedirect(config, c.req.query('redirect_to'));
  const sweep = housekeeper(config.pool, config.log);

  const app = new Hono()
    .use('*', async (c, next) => {
      sweep();
      await next();
      stampHeader(c, API_VERSION_HEADER, API_VERSION);
      if (!c.res.headers.has('Cache-Control')) stampHeader(c, 'Cache-Control', 'no-store');
    })
    .use('*', cors({ origin: (origin) => (allowedOrigins(config).includes(origin) ? origin : null), exposeHeaders: [API_VERSION_HEADER, 'Retry-After'], maxAge: 600 }))
    .use('*', bodyLimit({ maxSize: 64 * 1024, onError: () => { throw authErrors.validation('Request body too large'); } }))

    .get('/.well-known/jwks.json', (c) => {
      c.header('Cache-Control', 'public, max-age=600');
      return c.json({ keys: [config.signingKey.publicJwk] });
    })
    .get('/health', (c) => c.json({ name: 'Larder local auth', description: 'A GoTrue-compatible auth API served by Larder itself' }))
    .get('/settings', (c) =>
      c.json({
        external: { email: true, phone: false, google: config.googleStandIn },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    )

    .post('/signup', async (c) => {
      const body = await readBody(c, schemas.signUp);
      const user = await signUp(config, {
        email: emailAddress(body.email),
        password: body.password,
        data: body.data,
        challenge: codeChallenge(body),
        redirectTo: redirectTo(c),
        ip: ip(c),
      });
      return c.json(user);
    })
    .post('/resend', async (c) => {
      const body = await readBody(c, schemas.resend);
      if (body.type !== 'signup') throw authErrors.validation('Only signup confirmations can be sent again here');
      await resendConfirmation(config, { email: emailAddress(body.email), challenge: codeChallenge(body), redirectTo: redirectTo(c), ip: ip(c) });
      return c.json({});
    })

    .post('/token', async (c) => {
      const grant = c.req.query('grant_type');
      if (grant === 'password') {
        const body = await readBody(c, schemas.passwordGrant);
        return c.json(await passwordGrant(config, { email: body.email, password: body.password, ip: ip(c) }));
      }
      if (grant === 'refresh_token') {
        const body = await readBody(c, schemas.refreshGrant);
        return c.json(await refreshGrant(config, body.refresh_token));
      }
      if (grant === 'pkce') {
        const body = await readBody(c, schemas.pkceGrant);
        return c.json(await pkceGrant(config, { authCode: body.auth_code, codeVerifier: body.code_verifier }));
      }
      throw authErrors.unsupportedGrant();
    })

    .get('/user', async (c) => c.json(await currentUser(config, await claimsOf(c))))
    .put('/user', async (c) => {
      const claims = await claimsOf(c);
      const body = await readBody(c, schemas.updateUser);
      return c.json(await updateUser(config, claims, body));
    })
    .post('/logout', async (c) => {
      const claims = await claimsOf(c);
      const { scope } = parseWith(schemas.logoutQuery, { scope: c.req.query('scope') });
      await logout(config, claims, scope);
      return c.body(null, 204);
    })

    .post('/recover', async (c) => {
      const body = await readBody(c, schemas.recover);
      await recover(config, { email: emailAddress(body.email), challenge: codeChallenge(body), redirectTo: redirectTo(c), ip: ip(c) });
      return c.json({});
    })
    .get('/verify', async (c) => {
      const location = await verifyLink(config, { token: c.req.query('token') ?? '', type: c.req.query('type') ?? '', redirectTo: redirectTo(c), ip: ip(c) });
      return c.redirect(location, 303);
    })
    .post('/verify', async (c) => {
      const body = await readBody(c, schemas.verify);
      return c.json(await verifyCode(config, { type: body.type, email: body.email, token: body.token, tokenHash: body.token_hash, ip: ip(c) }));
    })

    .get('/authorize', async (c) => {
      if (c.req.query('provider') !== 'google' || !config.googleStandIn) throw authErrors.unsupportedProvider();
      return showConsent(config, c, {
        redirect_to: c.req.query('redirect_to'),
        code_challenge: c.req.query('code_challenge'),
        code_challenge_method: c.req.query('code_challenge_method'),
        login_hint: c.req.query('login_hint'),
      });
    })
    .post('/authorize', async (c) => {
      if (!config.googleStandIn) throw authErrors.unsupportedProvider();
      return continueWithGoogle(config, c, ip(c));
    })

    .get('/dev/mailbox', async (c) => {
      const { email } = parseWith(z.object({ email: z.string({ error: 'email is required' }).trim().min(1, { error: 'email is required' }).max(320) }), {
        email: c.req.query('email'),
      });
      const mails = await readMailbox(config.pool, { email, limit: 100 });
      return c.json(mails.map((mail) => ({ to: mail.to, subject: mail.subject, text: mail.text, links: mail.links, code: mail.code, sentAt: mail.sentAt.toISOString() })));
    })

    .all('*', () => {
      throw authErrors.notFound();
    });

  app.onError((error, c) => {
    if (error instanceof AuthApiError) return sendAuthError(c, error);
    config.log('auth request failed', { error: String(error), stack: (error as Error)?.stack, path: c.req.path });
    return sendAuthError(c, authErrors.unexpected());
  });
  return app;
}
