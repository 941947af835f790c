// One lint setup for every workspace. Type-aware rules are left out on purpose: `tsc` already
// runs in `npm test`, and the untyped rules keep lint fast on a 2-core machine.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

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
  // module or from the infrastructure around them (ERP link, mail, outbox, plugins, jobs). The
  // composition root (app.ts, administration.ts, services.ts) builds them all.
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: serverModules
            .filter((other) => other !== module)
            .map((other) => ({
              group: [
                `**/modules/${other}/**/*-repository*`,
                `../${other}/**/*-repository*`,
                `../../${other}/**/*-repository*`,
                `../../../${other}/**/*-repository*`,
              ],
              message: repositoryMessage,
            })),
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/{erp,mail,outbox,plugins,jobs}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**/*-repository*'], message: repositoryMessage }] },
      ],
    },
  },
  {
    // Command-line tools (start banner, benchmarks, sandbox) may print.
    files: ['bench/**', 'apps/erp-sandbox/src/main.ts', 'apps/server/src/main.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
