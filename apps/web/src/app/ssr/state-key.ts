/**
 * `window` property a server-rendered page sets in its <head> (src/app/ssr/state.ts): its presence
 * tells the boot script and main.tsx that #root holds the page already.
 */
export const SSR_STATE_KEY = '__vastraSsr';
