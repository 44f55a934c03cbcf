/** Types for nginx.mjs, for the API's nginx fault test (apps/api/test/abuse/faults-nginx.test.ts). */
export function nginxBinary(): string;
export function renderNginx(options: {
  repo: string;
  prefix: string;
  port: number;
  apiPorts: number[];
  /** The storefront's server (pages); without it nginx answers every page with the shell. */
  webPort?: number;
  webDist: string;
  adminDist: string;
}): string;
