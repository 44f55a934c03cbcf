export * from './common';
export * from './messages';
export * from './pricing';
export * from './catalog';
export * from './account';
export * from './commerce';
export * from './reviews';
