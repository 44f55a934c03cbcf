export { default } from '@vastra/eslint-config';
