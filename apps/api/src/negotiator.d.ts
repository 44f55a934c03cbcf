/** The part of negotiator 0.6 the API uses (the same version compression() negotiates with). */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` for the request's Accept-Encoding; ties go to `preferred` order. */
    encoding(available?: string[], preferred?: string[]): string | undefined;
  }
}
