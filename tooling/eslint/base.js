import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import moduleFace from './rules/module-face.js';
import noCycle from './rules/no-cycle.js';

/** Shared flat config for every TypeScript package. */
export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', '.turbo/**', 'node_modules/**', '**/*.d.ts', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      'import-x': importX,
      vastra: { rules: { 'no-cycle': noCycle, 'module-face': moduleFace } },
    },
    settings: {
      // TypeScript files are parsed when followed (without this a .ts dependency is skipped).
      ...importX.flatConfigs.typescript.settings,
      // Resolves each package's tsconfig paths (`@/…`) for the other import-x rules.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: '**/tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      // A module must not import itself back through others, type-only imports included: a cycle
      // of types is still a design knot. `import-x/no-cycle` skips every `import type` edge (no
      // option changes that), so cycles closed by one passed it; `vastra/no-cycle` follows every
      // edge, resolved as tsc resolves it, and replaces it.
      'vastra/no-cycle': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Benchmarks, scripts and e2e runners print figures and progress: that is their job.
    files: ['bench/**', 'scripts/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
