// One lint setup for every workspace. Type-aware rules are left out on purpose: `tsc` already
// runs in `npm test`, and the untyped rules keep lint fast on a 2-core machine.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { tableOwners } from './apps/server/src/db/schema/owners.js';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const repositoryMessage =
  "a module owns its tables: call the other module's service (or a read interface it exports), never its repository";
const tableMessage =
  "a module owns its tables (apps/server/src/db/schema/owners.js): call the owner's service, never query its table";
// The parts of the server that may own tables: every module, and the infrastructure around them.
const serverParts = [
  ...serverModules.map((module) => `modules/${module}`),
  'erp',
  'mail',
  'outbox',
  'plugins',
  'jobs',
];

/**
 * The import patterns refused in `part` (null: a schema file). A join another module needs goes
 * through the owner's read interface (`*-read.ts`: a selection of its table that the other query
 * joins in its one statement), which these patterns let through.
 */
function serverPatterns(part) {
  const module = part?.startsWith('modules/') ? part.slice('modules/'.length) : null;
  const repositories =
    module === null
      ? [{ group: ['**/modules/**/*-repository*'], message: repositoryMessage }]
      : serverModules
          .filter((other) => other !== module)
          .map((other) => ({
            group: [
              `**/modules/${other}/**/*-repository*`,
              `../${other}/**/*-repository*`,
              `../../${other}/**/*-repository*`,
              `../../../${other}/**/*-repository*`,
            ],
            message: repositoryMessage,
          }));
  if (part === null) return repositories;
  const foreign = Object.entries(tableOwners)
    .filter(([, owner]) => owner !== part)
    .map(([table]) => table);
  return [
    ...repositories,
    {
      group: ['**/db/schema/**', '**/schema.ts', '**/*-schema.ts'],
      importNames: foreign,
      message: tableMessage,
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // The web app imports downwards only: app → features → shared; features never import each
  // other. One block per feature names every other feature, since a pattern cannot say "not mine".
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '#app/*'], message: 'features must not import from app' },
            ...webFeatures
              .filter((other) => other !== feature)
              .map((other) => ({
                group: [
                  `**/features/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                  `../../../${other}/**`,
                ],
                message: 'features must not import each other; move shared code to src/shared',
              })),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'shared must not import from features or app',
            },
          ],
        },
      ],
    },
  },
  // A module owns its tables (STYLE.md): no import of another module's repository, from another
  // module or from the infrastructure around them (ERP link, mail, outbox, plugins, jobs), and no
  // import of a table another part owns (db/schema/owners.js). The composition root (app.ts,
  // administration.ts, services.ts) builds them all; schema files may name any table, for foreign
  // keys. Type-only imports count too: a row's shape is the table's as much as its SQL is.
  ...serverParts.map((part) => ({
    files: [`apps/server/src/${part}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns(part) }] },
  })),
  {
    files: ['apps/server/src/**/schema.ts', 'apps/server/src/**/*-schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns(null) }] },
  },
  {
    // Command-line tools (start banner, benchmarks, sandbox) may print.
    files: ['bench/**', 'apps/erp-sandbox/src/main.ts', 'apps/server/src/main.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
