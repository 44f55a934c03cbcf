import fs from 'node:fs';
import path from 'node:path';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from './base.js';

/** React flat config (the design system's; each app adds `featureBoundaries` for its layers). */
export default [
  ...base,
  { files: ['**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];

/**
 * An app's layers: imports flow lib → components → entities → features → app. Features (the
 * folders of `src/features`, read when the config loads, so a new feature is covered the day it is
 * created) never import each other: what two of them share moves down to src/entities,
 * src/components or src/lib, and src/app composes them. Nothing shared imports a feature or the app.
 * Imports are checked by the file they resolve to, so `@/features/x`, `../../x/…` and `.ts`
 * specifiers are all caught.
 *
 * @param {string} appDir the app's directory (its eslint.config.js passes `import.meta.dirname`)
 */
export function featureBoundaries(appDir) {
  const featuresDir = path.join(appDir, 'src/features');
  const features = fs.existsSync(featuresDir)
    ? fs
        .readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  const zones = [
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: `Features must not import each other: move what "${feature}" shares with another feature to src/entities, src/components or src/lib, and compose features in src/app.`,
    })),
    {
      target: './src/features',
      from: './src/app',
      message: 'Features must not import from src/app.',
    },
    {
      target: ['./src/entities', './src/components', './src/lib'],
      from: ['./src/features', './src/app'],
      message: 'Shared layers (lib, components, entities) must not import features or src/app.',
    },
  ];
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: appDir, zones }] },
    },
  ];
}
