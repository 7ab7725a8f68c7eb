// Type-aware lint for the whole monorepo (DESIGN.md §1, STYLE.md §9).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

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
    // One access module (DESIGN.md §9.2): a role check or a 403 written anywhere else in the
    // server is a second source of truth. Ask can()/assertCan() from src/access instead.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/access/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ROLE_CHECKS.map((selector) => ({
          selector,
          message:
            'Role checks live in apps/server/src/access (can / assertCan / refuse) and the capability table in packages/shared/src/permissions.ts.',
        })),
      ],
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
