// PKCE (RFC 7636) as GoTrue does it: a flow starts with the client's code challenge (sign-up, recovery,
// Google); when it completes, the redirect carries a one-time code that only the holder of the
// matching code verifier can exchange for a session, within five minutes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './db.ts';
import { authErrors } from './errors.ts';
import { AUTH_CODE_TTL_SECONDS } from './options.ts';
import { randomToken, sha256 } from './secrets.ts';
import type { AuthMethod } from './sessions.ts';

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: 's256' | 'plain';
  authentication_method: AuthMethod;
  code_expired: boolean;
}

export async function createFlowState(
  db: Queryable,
  flow: { userId: string; challenge: CodeChallenge; method: AuthMethod; providerType: 'email' | 'google' },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.flow_states (user_id, code_challenge, code_challenge_method, authentication_method, provider_type)
     values ($1, $2, $3, $4, $5) returning id`,
    [flow.userId, flow.challenge.challenge, flow.challenge.method, flow.method, flow.providerType],
  );
  return rows[0]!.id;
}

/** Hands out the flow's code (once): the redirect that completes the flow carries it. */
export async function issueAuthCode(db: Queryable, flowStateId: string): Promise<string | undefined> {
  const code = randomToken();
  const { rowCount } = await db.query(
    `update auth.flow_states set auth_code_hash = $2, auth_code_issued_at = now() where id = $1 and auth_code_hash is null`,
    [flowStateId, sha256(code)],
  );
  return rowCount ? code : undefined;
}

/** Exchanges a code and its verifier: the flow's user and how they signed in. The code dies either way. */
export async function redeemAuthCode(db: Queryable, authCode: string, verifier: string): Promise<{ userId: string; method: AuthMethod }> {
  const { rows } = await db.query<FlowStateRow>(
    `delete from auth.flow_states
      where auth_code_hash = $1
      returning id, user_id, code_challenge, code_challenge_method, authentication_method,
                auth_code_issued_at < now() - make_interval(secs => $2) as code_expired`,
    [sha256(authCode), AUTH_CODE_TTL_SECONDS],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) throw authErrors.flowStateNotFound();
  if (flow.code_expired) throw authErrors.flowStateExpired();
  if (!challengeMatches(flow, verifier)) throw authErrors.badCodeVerifier();
  return { userId: flow.user_id, method: flow.authentication_method };
}

function challengeMatches(flow: FlowStateRow, verifier: string): boolean {
  const derived = flow.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const expected = Buffer.from(flow.code_challenge);
  const actual = Buffer.from(derived);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A flow completed another way (its email code was entered by hand): its code exchange is not needed. */
export async function abandonFlowState(db: Queryable, flowStateId: string): Promise<void> {
  await db.query(`delete from auth.flow_states where id = $1`, [flowStateId]);
}
