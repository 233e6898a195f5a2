import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries (issue 15; docs/decisions/015-import-boundaries-by-lint.md): no cycles anywhere; a
// web feature imports another feature only along the edges below (what two features share otherwise
// lives in lib/, components/ or packages/contracts); a server module reaches a sibling
// only through its top-level service files, never its routes or the files in its sub-folders.
/** Which features a feature may use. The reader hosts narration; the generator opens the reader's book. Nothing else. */
const FEATURE_USES = {
  reader: ['narration', 'generator'],
  generator: ['dashboard', 'reader'],
  account: ['billing'],
  billing: ['auth'],
  contact: ['auth'],
};
const webFeatures = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const serverModules = readdirSync(new URL('./server/src/modules/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'server/drizzle/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      // Type-only imports are erased, so they cannot make a cycle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: webFeatures.map((feature) => ({
          target: `./web/src/features/${feature}`,
          from: './web/src/features',
          except: [`./${feature}`, ...(FEATURE_USES[feature] ?? []).map((used) => `./${used}`)],
          message: 'A feature never imports another feature: move what both need to lib/, components/ or packages/contracts.',
        })),
      }],
    },
  },
  {
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: serverModules.flatMap((mod) => serverModules.filter((other) => other !== mod).map((other) => ({
          target: `./server/src/modules/${mod}`,
          from: [`./server/src/modules/${other}/*routes.ts`, `./server/src/modules/${other}/*/**`],
          message: `A module reaches ${other} only through its top-level service files, never its routes or sub-folders.`,
        }))),
      }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
