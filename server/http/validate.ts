// zod at the edge: a 400 whose message a person can act on, plus every issue for forms.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { BOUNDS } from '../contract/bounds.ts';
import { isCalendarDate } from '../dates.ts';
import { BROKEN_TEXT_MESSAGE, holdsBrokenText } from '../text.ts';
import { describedValidator } from './route-schemas.ts';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  const validator = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: issues[0]?.message ?? 'The request is not valid.', issues }, 400);
    }
    if (holdsBrokenText(result.data)) return c.json({ error: BROKEN_TEXT_MESSAGE, issues: [{ path: '', message: BROKEN_TEXT_MESSAGE }] }, 400);
  });
  return describedValidator(validator, target, schema);
}

/** A path or body id: a uuid, named in the message when it is not one. */
export const id = (what: string) => z.uuid({ error: `${what} must be an id.` });

/**
 * A calendar date, YYYY-MM-DD, that exists. Year 0000 passes JavaScript's Date but not PostgreSQL's:
 * let through, it answers 500 from a query, or stalls a projection that stores it.
 */
export const isoDate = z
  .string({ error: 'Dates must be written as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD.')
  .refine(isCalendarDate, 'That date does not exist.');

const PAID_CENTS_WORDS = 'paid_cents must be a whole number of cents.';

/** What a cook paid, in cents: the pantry's add and the list's purchases take it alike. */
export const paidCents = z
  .number({ error: PAID_CENTS_WORDS })
  .int(PAID_CENTS_WORDS)
  .min(0, 'paid_cents cannot be negative.')
  .max(BOUNDS.cents, `paid_cents must be at most ${BOUNDS.cents.toLocaleString('en-US')} (1,000.00).`);
