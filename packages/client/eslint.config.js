import base from '@vastra/eslint-config';

export default [
  ...base,
  {
    // Shared by both apps: it imports no app code (an app's `@/…` alias or a path into apps/).
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@/**', '**/apps/**'],
              message: '@vastra/client must not import app code.',
            },
          ],
        },
      ],
    },
  },
];
