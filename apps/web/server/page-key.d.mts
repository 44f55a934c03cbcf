/** Types for page-key.mjs (the storefront's server is plain Node; the journeys import it). */
export function pageKey(pathAndQuery: string): string;
