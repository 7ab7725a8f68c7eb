// Type-aware lint for the whole monorepo (DESIGN.md §1, STYLE.md §9).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web features never import each other (DESIGN.md §2, §9.2): routes in apps/web/src/app compose
// them, and what several features need lives in components/, lib/ or packages/shared. One zone
// per feature folder, read from the disk so a new feature is covered without editing this file.
const webFeatures = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Ways a role check or a 403 gets written by hand (DESIGN.md §9.2).
const COMPARE = 'BinaryExpression[operator=/^[!=]==?$/]';
const ROLE_CHECKS = [
  // x === Role.Admin, Role.Engineer !== y
  `${COMPARE} > MemberExpression.left[object.name='Role']`,
  `${COMPARE} > MemberExpression.right[object.name='Role']`,
  // actor.role === …, user.role !== … (but not config.role, a process's role, compared to a string)
  `${COMPARE}[left.property.name='role']:not([right.type='Literal'][right.raw=/^['"]/])`,
  `${COMPARE}[right.property.name='role']:not([left.type='Literal'][left.raw=/^['"]/])`,
  // switch (actor.role), [Role.Admin].includes(actor.role)
  "SwitchStatement > MemberExpression.discriminant[property.name='role']",
  "CallExpression[callee.property.name='includes'] > MemberExpression.arguments[property.name='role']",
  // new AppError('FORBIDDEN', …)
  "NewExpression[callee.name='AppError'] > Literal.arguments[value='FORBIDDEN']",
];

// No RegExp is built at run time (security issue 18): document and user text must never
// become a pattern, since a pattern of a few stars or nested groups can hold the event loop
// for seconds. A constant pattern is a regex literal; text compared with what a user or a
// document wrote goes through string search (indexOf with hand-written boundary checks) or
// the linear glob matcher, globMatches in packages/shared/src/rohs/coverage.ts.
// String.prototype.match, matchAll and search turn a string argument into a RegExp too;
// a string or template written in the call is caught here (a variable needs the types).
const STRING_AS_PATTERN = 'CallExpression[callee.property.name=/^(match|matchAll|search)$/]';
const NO_REGEXP_CONSTRUCTOR = ['NewExpression', 'CallExpression']
  .flatMap((call) => [`${call}[callee.name='RegExp']`, `${call}[callee.property.name='RegExp']`])
  .concat([
    `${STRING_AS_PATTERN} > TemplateLiteral.arguments`,
    `${STRING_AS_PATTERN} > Literal.arguments:not([regex])`,
  ])
  .map((selector) => ({
    selector,
    message:
      'No RegExp built at run time: document and user text must never become a pattern. Write a regex literal, or use string search or the linear matchers of packages/shared/src/rohs/coverage.ts (globMatches).',
  }));

/**
 * The role-check ban with its message; it repeats NO_REGEXP_CONSTRUCTOR because a later
 * block's no-restricted-syntax replaces an earlier one for its files.
 */
const roleCheckBan = (message) => [
  'error',
  ...ROLE_CHECKS.map((selector) => ({ selector, message })),
  ...NO_REGEXP_CONSTRUCTOR,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/scripts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server's block below repeats these selectors: a later block's no-restricted-syntax
    // replaces this one for its files rather than adding to it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_REGEXP_CONSTRUCTOR] },
  },
  {
    // The two rules every hook relies on: hooks called in the same order on every render, and
    // effects and memos that name everything they read (a stale closure is a silent bug).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    settings: {
      // Resolves the `@/` alias and extensionless imports, so the zones see every import.
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(import.meta.dirname, 'apps/web/tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `apps/web/src/features/${feature}`,
              from: 'apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: compose them in app/routes, or lift the helper to components/, lib/ or packages/shared.',
            })),
            // One way: app → features → components/lib → shared.
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'Features are composed by app/, never the other way round.',
            },
            {
              target: ['apps/web/src/components', 'apps/web/src/lib'],
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message:
                'components/ and lib/ serve every feature and know none: pass what they need in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers (issue 21): the db layer knows no module, and modules never reach back
    // into app.ts, which composes them. Type imports count too: a circle of types is still a
    // circle for the next reader.
    files: ['apps/server/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(import.meta.dirname, 'apps/server/tsconfig.json') },
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/db',
              from: [
                'apps/server/src/modules',
                'apps/server/src/plugins',
                'apps/server/src/app.ts',
              ],
              message:
                'The db layer knows no module: start-up work that needs one belongs in prepare-database.ts.',
            },
            {
              // One way: modules build on lib/, plugins/ and access/, which know no module.
              target: ['apps/server/src/lib', 'apps/server/src/plugins', 'apps/server/src/access'],
              from: 'apps/server/src/modules',
              message:
                'lib/, plugins/ and access/ serve every module and import none: pass what they need in.',
            },
            {
              target: ['apps/server/src/modules', 'apps/server/src/lib', 'apps/server/src/plugins'],
              from: 'apps/server/src/app.ts',
              message:
                'app.ts composes the modules and is imported by none: App and ApiRoutes come from lib/route.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // One access module (DESIGN.md §9.2): a role check or a 403 written anywhere else in the
    // server is a second source of truth. Ask can()/assertCan() from src/access instead.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/access/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': roleCheckBan(
        'Role checks live in apps/server/src/access (can / assertCan / refuse) and the capability table in packages/shared/src/permissions.ts.',
      ),
    },
  },
  {
    // The same ban in the web app: it asks can() and the shared rules (roleChangeRefusal …)
    // that the server asks, so the two sides cannot drift apart.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': roleCheckBan(
        'Role rules come from packages/shared/src/permissions.ts (can, roleChangeRefusal, revokeRefusal …), never a role compared here.',
      ),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Benchmarks and build scripts are plain Node scripts.
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
);
