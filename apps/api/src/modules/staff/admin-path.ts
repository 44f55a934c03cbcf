/** Where the back-office API is mounted (app.ts); route declarations carry the full path. */
export const ADMIN_PREFIX = '/api/admin';

/** A declared `/api/admin/...` path relative to the admin router. */
export function adminPath(path: string): string {
  if (!path.startsWith(`${ADMIN_PREFIX}/`)) throw new Error(`${path} is not an admin route`);
  return path.slice(ADMIN_PREFIX.length);
}
