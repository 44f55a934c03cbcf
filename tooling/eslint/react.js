import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import base from './base.js';

const features = [
  'auth',
  'catalog',
  'cart',
  'wishlist',
  'checkout',
  'orders',
  'account',
  'reviews',
  'content',
  'search',
  'home',
  'layout',
  'lookbook',
  'pincode',
  'newsletter',
  'theme',
];

/**
 * React flat config. Imports flow lib → components → entities → features → app:
 * features never import each other (shared domain state such as the bag, wishlist and catalogue
 * fetchers lives in entities/), and nothing shared imports a feature or the app.
 */
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
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `**/features/${f}/**`]),
              message: 'Features must not import each other; compose them in src/app.',
            },
            { group: ['@/app', '@/app/**'], message: 'Features must not import from src/app.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/entities/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '**/features/**'],
              message: 'Shared layers (lib, components, entities) must not import features.',
            },
            {
              group: ['@/app', '@/app/**'],
              message: 'Shared layers must not import from src/app.',
            },
          ],
        },
      ],
    },
  },
];
