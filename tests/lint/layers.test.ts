// The linter's layer rules guard what STYLE.md promises: these probes are imports a reviewer would
// refuse, linted as if they were files of the product. If the config stopped catching them, `npm run
// lint` would pass on a broken design; this test fails instead.
import fs from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rules that fired on `code` as if it were the file at `filePath`. */
async function rulesFiredOn(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** Imports a reviewer would refuse: [what it is, the file it is in, its code]. */
const refused: Array<[string, string, string]> = [
  ['a slice importing another slice', 'server/modules/pantry/probe.ts', "import { mealPlanStreamId } from '../meal-plans/index.ts';\nexport const probe = mealPlanStreamId;\n"],
  ['a slice importing a workflow', 'server/modules/accounts/probe.ts', "import { accountCommand } from '../../workflows/account-commands.ts';\nexport const probe = accountCommand;\n"],
  ['shared server code importing a slice', 'server/kitchen/probe.ts', "import { pantryStreamId } from '../modules/pantry/pantry.events.ts';\nexport const probe = pantryStreamId;\n"],
  ['a web feature importing another feature', 'web/features/pantry/probe.ts', "import { recipeQueryOptions } from '@/features/recipes/api/get-recipe';\nexport const probe = recipeQueryOptions;\n"],
  ['shared web components importing a feature', 'web/components/ui/probe.ts', "import { recipeQueryOptions } from '@/features/recipes/api/get-recipe';\nexport const probe = recipeQueryOptions;\n"],
  ['the browser importing server code that is not the contract', 'web/lib/probe.ts', "import { pantryStreamId } from '../../server/modules/pantry/pantry.events.ts';\nexport const probe = pantryStreamId;\n"],
];

describe('the layers', () => {
  it.each(refused)('refuse %s', async (_what, filePath, code) => {
    expect((await rulesFiredOn(filePath, code)).join('\n')).toMatch(/boundaries\/dependencies/);
  });

  it('let a workflow compose two slices', async () => {
    const code = "import { mealPlanStreamId } from '../modules/meal-plans/index.ts';\nimport { pantryStreamId } from '../modules/pantry/pantry.events.ts';\nexport const probe = [mealPlanStreamId, pantryStreamId];\n";
    expect(await rulesFiredOn('server/workflows/probe.ts', code)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses a module importing one that imports it back', async () => {
    // amounts.ts imports fractions.ts: fractions.ts importing amounts.ts closes a loop.
    const fractions = fs.readFileSync('server/kitchen/fractions.ts', 'utf8');
    const fired = await rulesFiredOn('server/kitchen/fractions.ts', `import '../kitchen/amounts.ts';\n${fractions}`);
    expect(fired.join('\n')).toMatch(/import-x\/no-cycle/);
  });
});
