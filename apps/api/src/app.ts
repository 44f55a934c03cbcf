import { catalogRoutes } from '@vastra/contracts/routes/catalog';
import { contentApi } from '@vastra/contracts/routes/content';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './deps';
import { errorHandler, notFoundHandler } from './lib/error-middleware';
import { untrustedForwardingWarning } from './lib/forwarded-for';
import { methodNotAllowed } from './lib/method-not-allowed';
import { requestLogger, requestLogs } from './lib/request-log';
import { createAddressesRouter } from './modules/addresses';
import { createCartRouter } from './modules/cart';
import {
  createCatalogRouter,
  createCatalogueAnswers,
  catalogueLane,
  cachedAnswers,
} from './modules/catalog';
import { createContactRouter } from './modules/contact';
import { createBackInStockRouter } from './modules/back-in-stock';
import { createContentRouter } from './modules/content';
import { createCouponsRouter } from './modules/coupons';
import { createDocsRouter } from './modules/docs';
import { createCheckoutPaymentRouter } from './flows/checkout-payment';
import { createFulfilmentRouter } from './flows/fulfilment.router';
import { createHealthRouter } from './modules/health';
import { createOrdersRouter } from './flows/orders.router';
import { createExchangesRouter } from './flows/exchanges.router';
import { createPaymentsRouter } from './modules/payments';
import { createPincodeRouter } from './modules/pincode';
import { createReviewsRouter } from './modules/reviews';
import { createSeoRouter } from './modules/seo';
import { createAdminRouter } from './admin-api';
import { createUsersRouter } from './modules/users';
import { createWishlistRouter } from './modules/wishlist';

declare module 'node:http' {
  interface IncomingMessage {
    /** The raw request body, kept for webhook signature checks. */
    rawBody?: Buffer;
  }
}

/** Builds the Express app. Never listens: server.ts and tests do that. */
export function createApp(deps: AppDeps): Express {
  const { env } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Believed about the client's address only when TRUST_PROXY names the proxy in front (none by
  // default); a forwarding header from anyone else is ignored, and logged once.
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('query parser', 'simple');
  requestLogs(app, deps.logger);
  app.use(untrustedForwardingWarning(app, deps.logger));

  // Every response carries a request id (the client's when it is a safe token).
  app.use((req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id =
      typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.id);
    next();
  });
  app.use(
    helmet({
      crossOriginResourcePolicy: { policy: 'same-site' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'none'"],
          imgSrc: ["'self'"],
          mediaSrc: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    }),
  );
  const origins = env.WEB_ORIGIN.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // Every answer depends on Origin (an allowed one gets CORS headers, a refused one none): caches
  // must key on it either way, or a refused origin's answer could be served to an allowed one.
  app.use((_req, res, next) => {
    res.vary('Origin');
    next();
  });
  app.use(
    cors({
      origin: (origin, cb) => cb(null, !origin || origins.includes(origin)),
      credentials: false,
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'Idempotency-Key',
        'If-None-Match',
        'X-Request-Id',
      ],
      exposedHeaders: ['ETag', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  // Repeated public catalogue and content reads are answered here from finished answers (with the headers
  // above, and compressed as compression() would, from bytes compressed once), before request
  // logging, body parsing and routing; searches and listing pages not in the store are computed in
  // a lane of their own (cheaper than the middleware they skip); everything else is compressed and
  // logged.
  const catalogueAnswers = createCatalogueAnswers();
  app.use(cachedAnswers(catalogueAnswers, [...catalogRoutes, ...Object.values(contentApi)]));
  app.use(catalogueLane(catalogueAnswers, deps.logger));
  app.use(compression());
  app.use(requestLogger(deps.logger));
  app.use(
    express.json({
      limit: '100kb',
      verify: (req, _res, buf) => {
        req.rawBody = buf;
      },
    }),
  );
  app.use(express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 50 }));

  const staticOptions = {
    fallthrough: false,
    index: false,
    dotfiles: 'deny' as const,
    setHeaders: (res: express.Response) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  };
  app.use(
    '/static',
    express.static(deps.staticDir, { ...staticOptions, maxAge: '7d', immutable: false }),
  );
  app.use('/uploads', express.static(deps.uploadDir, { ...staticOptions, maxAge: '30d' }));

  // What crawlers read at the site's root: sitemaps, the product feed, robots.txt.
  app.use(createSeoRouter({ origin: env.PUBLIC_ORIGIN }));

  const api = express.Router();
  api.use(createHealthRouter(deps));
  api.use(createUsersRouter(deps));
  api.use(createAddressesRouter(deps));
  api.use(createCatalogRouter(deps, catalogueAnswers));
  api.use(createContentRouter(deps, catalogueAnswers));
  api.use(createCouponsRouter());
  api.use(createCartRouter(deps));
  api.use(createWishlistRouter(deps));
  api.use(createBackInStockRouter(deps));
  api.use(createCheckoutPaymentRouter(deps));
  api.use(createPaymentsRouter(deps));
  api.use(createOrdersRouter(deps));
  api.use(createExchangesRouter(deps));
  api.use(createFulfilmentRouter(deps));
  api.use(createPincodeRouter(deps));
  api.use(createReviewsRouter(deps));
  api.use(createContactRouter(deps));
  api.use(createDocsRouter(deps));
  // The back office: its own tokens and roles (admin-api.ts).
  app.use('/api/admin', createAdminRouter(deps));
  app.use('/api', api);

  app.use(methodNotAllowed(app));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
