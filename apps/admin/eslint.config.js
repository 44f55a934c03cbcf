import react, { featureBoundaries } from '@vastra/eslint-config/react';

export default [...react, ...featureBoundaries(import.meta.dirname)];
