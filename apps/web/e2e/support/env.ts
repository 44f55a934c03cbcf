/** Set by e2e/run.mjs. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with \`pnpm test:e2e\``);
  return value;
}

export const apiUrl = required('E2E_API_URL');
export const mailDir = required('E2E_MAIL_DIR');
/** The back office's built app, served under /admin/ on its own port. */
export const adminUrl = required('E2E_ADMIN_URL');
