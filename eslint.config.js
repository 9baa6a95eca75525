// The layers STYLE.md draws, checked with the tests (`npm run lint`, first step of `npm test`).
// Server: shared → infrastructure (event store, db, projections, http…) → one slice → workflows
// (compositions of slices, with their routes) → composition roots. Web: lib/config → components →
// one feature → app. No import cycles anywhere. Parsing only: the compiler (tsc) checks the types.
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

// Folders match from the project root; single files by their path (a descriptor naming files must say so).
const full = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });
const files = (type, pattern) => ({ type, pattern, mode: 'file' });

const resolverOptions = { project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true };

/** Every file of the product in exactly one element; the first pattern that matches wins. */
const elements = [
  // Server
  full('contract', 'server/contract/**'),
  files('composition', ['server/app.ts', 'server/runtime.ts', 'server/index.ts', 'server/read-models.ts', 'server/migrate-database.ts', 'server/ops/*.ts', 'workers/index.ts']),
  full('stand-in', 'server/stand-ins/*/**', ['standIn']),
  full('slice', 'server/modules/*/**', ['slice']),
  full('workflow', 'server/workflows/**'),
  full('infrastructure', 'server/{event-store,db,projections,http,realtime,identity,images,system}/**'),
  // Reference facts: the public-domain ingredient facts, our editorial tables beside them, fixed lists.
  full('facts', 'server/facts/**'),
  files('browser-shared', ['server/kitchen/{amounts,fractions,shop,units}.ts', 'server/sanitize.ts', 'server/text.ts']),
  files('shared', ['server/*.ts', 'server/kitchen/*.ts']),
  full('worker', 'workers/tasks/**'),
  files('worker', 'workers/*.ts'),
  full('migration', 'migrations/**'),
  // Web
  full('web-config', 'web/config/**'),
  full('web-lib', 'web/lib/**'),
  full('web-component', 'web/components/**'),
  full('web-feature', 'web/features/*/**', ['feature']),
  full('web-app', 'web/app/**'),
  files('web-tooling', ['web/*.ts', 'web/art/*.ts']),
];

/** What the browser may read of the server: code that runs in both (no node, no database). */
const browserSafeServer = ['contract', 'browser-shared'];

const serverBelowSlices = ['contract', 'browser-shared', 'shared', 'infrastructure', 'facts'];

const policies = [
  { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
  { from: { element: { type: 'browser-shared' } }, allow: { to: { element: { type: browserSafeServer } } } },
  { from: { element: { type: 'shared' } }, allow: { to: { element: { type: ['contract', 'browser-shared', 'shared'] } } } },
  { from: { element: { type: 'infrastructure' } }, allow: { to: { element: { type: ['contract', 'browser-shared', 'shared', 'infrastructure', 'migration'] } } } },
  { from: { element: { type: 'facts' } }, allow: { to: { element: { type: serverBelowSlices } } } },
  // A slice reads its own files and what lies below; another slice only through a workflow.
  {
    from: { element: { type: 'slice' } },
    allow: [{ to: { element: { type: serverBelowSlices } } }, { to: { element: { type: 'slice', captured: { slice: '{{ from.captured.slice }}' } } } }],
  },
  { from: { element: { type: 'workflow' } }, allow: { to: { element: { type: [...serverBelowSlices, 'slice', 'workflow'] } } } },
  // A stand-in implements a slice's port; the product never reaches into a stand-in.
  {
    from: { element: { type: 'stand-in' } },
    allow: [{ to: { element: { type: [...serverBelowSlices, 'slice'] } } }, { to: { element: { type: 'stand-in', captured: { standIn: '{{ from.captured.standIn }}' } } } }],
  },
  { from: { element: { type: 'worker' } }, allow: { to: { element: { type: [...serverBelowSlices, 'slice', 'workflow', 'worker'] } } } },
  { from: { element: { type: 'composition' } }, allow: { to: { element: { type: [...serverBelowSlices, 'slice', 'workflow', 'stand-in', 'worker', 'composition', 'migration'] } } } },
  { from: { element: { type: 'migration' } }, allow: { to: { element: { type: ['contract', 'browser-shared', 'shared', 'migration'] } } } },

  { from: { element: { type: 'web-config' } }, allow: { to: { element: { type: ['web-config', ...browserSafeServer] } } } },
  { from: { element: { type: 'web-lib' } }, allow: { to: { element: { type: ['web-config', 'web-lib', ...browserSafeServer] } } } },
  { from: { element: { type: 'web-component' } }, allow: { to: { element: { type: ['web-config', 'web-lib', 'web-component', ...browserSafeServer] } } } },
  // A feature never imports another feature; screens compose them in web/app.
  {
    from: { element: { type: 'web-feature' } },
    allow: [
      { to: { element: { type: ['web-config', 'web-lib', 'web-component', ...browserSafeServer] } } },
      { to: { element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
    ],
  },
  // Build and art scripts run in node at build time: they may read the seed data they draw.
  { from: { element: { type: 'web-tooling' } }, allow: { to: { element: { type: ['web-tooling', 'web-config', ...serverBelowSlices, 'slice'] } } } },
  { from: { element: { type: 'web-app' } }, allow: { to: { element: { type: ['web-config', 'web-lib', 'web-component', 'web-feature', 'web-app', ...browserSafeServer] } } } },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'web/dist/**', '.data/**', '.data-cluster/**', 'tests/.artifacts/**', 'tests/.screenshots/**'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
      'boundaries/legacy-warnings': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      ...importX.flatConfigs.typescript.settings,
      // Both plugins resolve through the two TypeScript projects (so `@/…` in web/ is a file, not a package).
      'import-x/resolver-next': [createTypeScriptImportResolver(resolverOptions)],
      'import/resolver': { typescript: resolverOptions },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Type-only imports still tie modules together: a cycle through types is a cycle in the design.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Tests and benchmarks may reach any layer; they are still checked for cycles.
  { files: ['tests/**', '**/*.test.ts', 'vitest.config.ts', 'eslint.config.js'], rules: { 'boundaries/dependencies': 'off' } },
);
