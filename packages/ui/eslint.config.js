import react from '@vastra/eslint-config/react';

export default [
  ...react,
  {
    // The design system sits below both apps: it imports no app code (neither an app's `@/…` alias
    // nor a relative path out of the package).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '@/**'], message: '@vastra/ui must not import app code.' },
            { group: ['**/apps/**'], message: '@vastra/ui must not import app code.' },
            {
              group: ['@vastra/web', '@vastra/web/**', '@vastra/admin', '@vastra/admin/**'],
              message: '@vastra/ui must not import an app.',
            },
          ],
        },
      ],
    },
  },
];
