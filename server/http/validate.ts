// zod at the edge: a 400 whose message a person can act on, plus every issue for forms.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: issues[0]?.message ?? 'The request is not valid.', issues }, 400);
    }
  });
}
