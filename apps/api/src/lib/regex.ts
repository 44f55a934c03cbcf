/** `s` as a literal inside a regular expression (every metacharacter escaped). */
export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
