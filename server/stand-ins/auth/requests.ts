// Request bodies, checked with zod at the edge and refused in GoTrue's words.
import type { Context } from 'hono';
import { z } from 'zod';
import { BROKEN_TEXT_MESSAGE, holdsBrokenText } from '../../text.ts';
import { AuthApiError, authErrors } from './errors.ts';
import type { CodeChallenge } from './flow-states.ts';

export async function readBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw authErrors.badJson(error instanceof Error ? error.message : 'not JSON');
    }
  }
  return parseWith(schema, raw);
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.infer<Schema> {
  if (holdsBrokenText(raw)) throw authErrors.validation(BROKEN_TEXT_MESSAGE);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw authErrors.validation(issue ? issue.message : 'The request is not valid.');
  }
  return parsed.data;
}

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 255 && EMAIL_PATTERN.test(value);
}

/** An address to write to: refused in GoTrue's words when it is not one. */
export function emailAddress(value: string): string {
  const email = value.trim();
  if (!isEmailAddress(email)) throw authErrors.invalidEmail();
  return email;
}

const text = (missing: string, max = 1024) => z.string({ error: missing }).max(max, { error: `${missing} (too long)` });
const challengeFields = {
  code_challenge: z.string().max(1024).nullish(),
  code_challenge_method: z.string().max(16).nullish(),
};
const metadata = z.record(z.string(), z.unknown()).nullish();
// supabase-js adds gotrue_meta_security (captcha) to most bodies; there is no captcha here.
const captcha = { gotrue_meta_security: z.unknown().optional() };

export const schemas = {
  signUp: z.object({
    email: text('Signup requires a valid email', 320),
    password: text('Signup requires a valid password'),
    data: metadata,
    ...challengeFields,
    ...captcha,
  }),
  passwordGrant: z.object({ email: text('missing email or phone', 320), password: text('missing password'), ...captcha }),
  refreshGrant: z.object({ refresh_token: text('refresh_token required') }),
  pkceGrant: z.object({ auth_code: z.string().max(1024).default(''), code_verifier: z.string().max(1024).default('') }),
  recover: z.object({ email: text('Password recovery requires an email', 320), ...challengeFields, ...captcha }),
  resend: z.object({ email: text('Resend requires an email', 320), type: z.string().max(32), ...challengeFields, ...captcha }),
  verify: z.object({
    type: z.string({ error: 'Verify requires a verification type' }).max(32),
    token: z.string().max(1024).optional(),
    token_hash: z.string().max(1024).optional(),
    email: z.string().max(320).optional(),
    redirect_to: z.string().max(2048).optional(),
    ...captcha,
  }),
  updateUser: z.object({
    email: z.string().max(320).nullish(),
    password: z.string().max(1024).nullish(),
    data: metadata,
    nonce: z.string().max(64).nullish(),
    ...challengeFields,
  }),
  logoutQuery: z.object({ scope: z.enum(['global', 'local', 'others'], { error: 'Unsupported logout scope' }).default('global') }),
};

const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]+$/;

/** The PKCE challenge of a request, or null for the implicit flow (GoTrue's rules and messages). */
export function codeChallenge(fields: { code_challenge?: string | null; code_challenge_method?: string | null }): CodeChallenge | null {
  const challenge = fields.code_challenge ?? '';
  const method = (fields.code_challenge_method ?? '').toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (method !== 's256' && method !== 'plain') throw authErrors.validation('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128) throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw authErrors.validation('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
  }
  return { challenge, method };
}

export const isAuthApiError = (error: unknown): error is AuthApiError => error instanceof AuthApiError;
