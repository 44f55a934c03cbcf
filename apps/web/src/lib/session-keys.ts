/**
 * Where the session lives in local storage. Its own module (no imports) so that index.html's boot
 * script can be built with the same key the app reads.
 */
export const SESSION_TOKEN_KEY = 'token';
export const SESSION_USER_KEY = 'user';
