// POST /api/v1/beta-code { code }: claims a beta code for the signed-in cook. The server answers
// { exists, available, message } on 200 and on 404 alike; this turns every outcome into the sentence
// of spec §8 'Beta code'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readModels } from '@contract/read-models';
import { betaCodeMessages as answerMessages, type BetaCodeAnswer } from '@contract/beta-codes';
import { api, ApiError } from '@/lib/api-client';

export type { BetaCodeAnswer };

export const betaCodeMessages = {
  applied: 'Beta code applied successfully',
  invalid: 'Invalid beta code',
  claimed: 'Beta code already claimed',
  sessionExpired: 'Session expired. Please refresh the page and try again.',
  failed: 'An error occurred. Please try again later.',
} as const;

/** A claim that did not go through, carrying the sentence to show. */
export class BetaCodeRefused extends Error {
  override name = 'BetaCodeRefused';
}

const isAnswer = (body: unknown): body is BetaCodeAnswer =>
  typeof body === 'object' && body !== null && 'exists' in body && 'available' in body;

/** The sentence for an answer that did not grant the code (null when it did). */
function refusalOf(answer: BetaCodeAnswer): string | null {
  if (answer.message === answerMessages.invalid) return betaCodeMessages.invalid;
  if (answer.message === answerMessages.claimed) return betaCodeMessages.claimed;
  if (!answer.exists) return betaCodeMessages.invalid;
  if (!answer.available) return betaCodeMessages.claimed;
  return null;
}

export function betaCodeErrorMessage(error: unknown): string {
  if (error instanceof BetaCodeRefused) return error.message;
  if (!(error instanceof ApiError)) return betaCodeMessages.failed;
  // 401 is the same story as 403 for the cook: the session the page holds is no longer good.
  if (error.status === 401 || error.status === 403) return betaCodeMessages.sessionExpired;
  if (error.status === 404) return isAnswer(error.body) ? (refusalOf(error.body) ?? betaCodeMessages.invalid) : betaCodeMessages.invalid;
  return betaCodeMessages.failed;
}

export async function claimBetaCode(code: string): Promise<BetaCodeAnswer> {
  let body: unknown;
  try {
    body = await api<unknown>('POST', '/beta-code', { body: { code } });
  } catch (error) {
    throw new BetaCodeRefused(betaCodeErrorMessage(error));
  }
  // 202: the claim is recorded but the read models had not caught up; the answer is inside.
  const answer = typeof body === 'object' && body !== null && 'result' in body ? (body as { result: unknown }).result : body;
  if (!isAnswer(answer)) return { exists: true, available: true, message: answerMessages.applied };
  const refusal = refusalOf(answer);
  if (refusal) throw new BetaCodeRefused(refusal);
  return answer;
}

export function useClaimBetaCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [readModels.user, 'beta-code'],
    mutationFn: claimBetaCode,
    // The record now has access: screens behind the code read it fresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [readModels.user] }),
  });
}
