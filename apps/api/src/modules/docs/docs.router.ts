import { docsApi as D } from '@vastra/contracts/routes/docs';
import { routeModules } from '@vastra/contracts/routes/index';
import { Router } from 'express';
import type { AppDeps } from '../../deps';
import { routesOn } from '../../lib/route';
import { DOCS_PAGE_CSP, renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi';

/** The API reference: the OpenAPI document generated from the declarations, and a page of it. */
export function createDocsRouter(_deps: AppDeps): Router {
  const router = Router();
  const route = routesOn(router);
  // Built on first use (tests and most processes never ask), then kept: the declarations are fixed.
  let built: { json: string; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApiDocument(routeModules);
      built = {
        json: JSON.stringify(document),
        page: renderDocsPage(document as Parameters<typeof renderDocsPage>[0], D.document.path),
      };
    }
    return built;
  };

  route(D.document)(async (_in, _req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(docs().json);
  });

  route(D.page)(async (_in, _req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Content-Security-Policy', DOCS_PAGE_CSP);
    res.type('html').send(docs().page);
  });

  return router;
}
