import type { Express, RequestHandler } from 'express';
import type { Logger } from './logger';

type TrustFn = (address: string, hop: number) => boolean;

export const UNTRUSTED_FORWARDING_MESSAGE =
  'X-Forwarded-For came from a peer TRUST_PROXY does not name, and was ignored: that peer counts ' +
  'as the client. If a proxy sits in front of the API, set TRUST_PROXY to it (1 for nginx alone), ' +
  'or every shopper shares its address and rate limits; if not, a client sent the header. ' +
  'Logged once.';

/**
 * Warns once, at the first request that carries X-Forwarded-For from a peer `trust proxy` does not
 * believe (`env.TRUST_PROXY`). Ignoring the header is right when a client sent it, and a
 * misconfiguration when a proxy did: then every client has the proxy's address, and one shopper's
 * rate limits are everyone's. Mount it first; after the warning it costs one check a request.
 */
export function untrustedForwardingWarning(app: Express, logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    const header = warned ? undefined : req.headers['x-forwarded-for'];
    if (header !== undefined) {
      const peer = req.socket.remoteAddress ?? '';
      if (!(app.get('trust proxy fn') as TrustFn)(peer, 0)) {
        warned = true;
        logger.warn(
          {
            peer,
            forwardedFor: String(header).slice(0, 200),
            trustProxy: String(app.get('trust proxy')),
          },
          UNTRUSTED_FORWARDING_MESSAGE,
        );
      }
    }
    next();
  };
}
