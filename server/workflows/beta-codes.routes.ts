// POST /api/v1/beta-code (spec §7, answers as §8 'Beta code'): 200 when the code is now the caller's,
// 404 with 'Invalid code.' or 'Code already claimed.' otherwise. The client matches those texts.
import { Hono } from 'hono';
import { z } from 'zod';
import { DomainError } from '../event-store/errors.ts';
import { requireAppUser } from '../http/app-user.ts';
import { acceptedResponse, runCommandAcross, type CommandDeps } from '../http/command.ts';
import type { AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { claimBetaCodeCommand } from './claim-beta-code.ts';
import { declaredToday } from '../http/cook-today.ts';
import { betaCodeMessages } from '../modules/beta-codes/beta-codes.decider.ts';
import { BETA_CODE_PATTERN, normalizeBetaCode } from '../modules/beta-codes/beta-codes.events.ts';
import type { BetaCodeAnswer } from '../contract/beta-codes.ts';

const answer = (exists: boolean, available: boolean, message: string): BetaCodeAnswer => ({ exists, available, message });

export function betaCodeRoutes(deps: CommandDeps & { now: () => Date }) {
  return new Hono<AppEnv>().post(
    '/beta-code',
    validate('json', z.object({ code: z.string({ error: 'Please enter a beta code.' }).trim().min(1, 'Please enter a beta code.').max(64, 'That beta code is too long.') })),
    async (c) => {
      const user = requireAppUser(c);
      const code = normalizeBetaCode(c.req.valid('json').code);
      if (!BETA_CODE_PATTERN.test(code)) return c.json({ ...answer(false, false, betaCodeMessages.invalid), error: betaCodeMessages.invalid }, 404);
      try {
        const outcome = await runCommandAcross(c, deps, claimBetaCodeCommand(code, user.id, deps.now(), declaredToday(c, deps.now())), { code });
        const message = outcome.result.alreadyHeld ? betaCodeMessages.alreadyHeld : betaCodeMessages.applied;
        if (outcome.kind === 'accepted') return acceptedResponse(c, outcome.position, answer(true, true, message));
        return c.json(answer(true, true, message));
      } catch (error) {
        if (error instanceof DomainError && error.message === betaCodeMessages.invalid) {
          return c.json({ ...answer(false, false, error.message), error: error.message }, 404);
        }
        if (error instanceof DomainError && error.message === betaCodeMessages.claimed) {
          return c.json({ ...answer(true, false, error.message), error: error.message }, 404);
        }
        throw error;
      }
    },
  );
}
