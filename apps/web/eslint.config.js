import react, { featureBoundaries } from '@vastra/eslint-config/react';

export default [
  // The server rendering's build (vite build --ssr), like dist/.
  { ignores: ['dist-ssr/**'] },
  ...react,
  ...featureBoundaries(import.meta.dirname),
];
