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

// Files that still import tables another part owns, and which: the rule is on for everything else.
// Each entry says why it is still there; moving it behind the owner's service removes the line.
const tableExceptions = {
  // The ERP link screen lists, filters and counts messages by the customer of their order: a join.
  'erp/outbox/outbox-repository.ts': ['pedidos'],
  // The change register's screen reads what change-log writes, with and by the user's name: a join.
  'modules/admin-logs/change-register-repository.ts': ['registreCanvis', 'usuaris'],
  // A user's roles, menu and permissions are read in joins over the users' and the access tables.
  'modules/access/access-repository.ts': ['usuariRols'],
  // The administration screens of roles, permissions, screens and users write the access and the
  // users' tables with their own SQL, each change with its change-register row.
  'modules/admin-permissions/admin-permission-repository.ts': [
    'pantalles',
    'permisos',
    'rolPermisos',
    'rols',
  ],
  'modules/admin-roles/admin-role-repository.ts': [
    'pantalles',
    'permisos',
    'rolPermisos',
    'rols',
    'usuariRols',
  ],
  'modules/admin-screens/admin-screen-repository.ts': ['pantalles'],
  'modules/admin-users/admin-user-repository.ts': ['usuaris', 'usuariRols', 'rols', 'clientes'],
  // The requests' lists show, filter and search by the company's name: one join over every request.
  'modules/service-requests/service-request-repository.ts': ['clientes'],
  // A company's logins with their roles' names, and a role given by name.
  'modules/users/company-members.ts': ['rols'],
  // The request guard's one prepared statement reads the user, the session, the permission and
  // the customer's price list.
  'modules/users/user-repository.ts': ['clientes', 'permisos', 'rolPermisos', 'sessions'],
};

/** The part a file belongs to: `modules/<name>` or the infrastructure folder. */
const partOf = (file) =>
  file
    .split('/')
    .slice(0, file.startsWith('modules/') ? 2 : 1)
    .join('/');

/** The import patterns refused in `part` (null: a schema file), but for the tables in `allowed`. */
function serverPatterns(part, allowed = []) {
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
    .filter(([table, owner]) => owner !== part && !allowed.includes(table))
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
  // The debt: files that still query tables they do not own, each with the tables it may import.
  ...Object.entries(tableExceptions).map(([file, tables]) => ({
    files: [`apps/server/src/${file}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverPatterns(partOf(file), tables) }],
    },
  })),
  {
    // Command-line tools (start banner, benchmarks, sandbox) may print.
    files: ['bench/**', 'apps/erp-sandbox/src/main.ts', 'apps/server/src/main.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
