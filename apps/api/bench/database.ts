/** `mongodb://host:port/?opts` → the same URI on the bench database (never the caller's own). */
export function onDatabase(uri: string, db: string): string {
  const m = uri.match(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/);
  if (!m) throw new Error(`cannot read MongoDB URI ${uri.replace(/\/\/[^@/]*@/, '//***@')}`);
  return `${m[1]}/${db}${m[2] ?? ''}`;
}
