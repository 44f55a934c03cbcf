import base from '@vastra/eslint-config';

export default [
  ...base,
  {
    // Business modules meet only through their faces (`src/modules/<name>/index.ts`). Tests, their
    // fixtures and the seed write and inspect stored data directly, so they may reach inside.
    files: ['src/**/*.ts'],
    rules: {
      'vastra/module-face': [
        'error',
        { allow: ['\\.test\\.ts$', '-fixtures\\.ts$', '[\\\\/]src[\\\\/]seed[\\\\/]'] },
      ],
    },
  },
];
