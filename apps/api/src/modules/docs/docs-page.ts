import { createHash } from 'node:crypto';

/**
 * The readable API reference, rendered on the server from the OpenAPI document: one section per
 * module, one entry per endpoint with its parameters, body and answers as JSON Schema. No script
 * and no CDN, so it works offline under the API's strict Content-Security-Policy; its one inline
 * stylesheet is allowed by hash. (Swagger UI would need scripts and inline styles the CSP forbids.)
 */

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

interface Document {
  info: { title: string; version: string; description?: string };
  tags?: { name: string }[];
  paths?: Record<string, Record<string, Operation>>;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:64rem;padding:1.5rem;color:#1c1917;background:#fafaf9}
h1{margin:0 0 .25rem}h2{margin:2rem 0 .5rem;text-transform:capitalize;border-bottom:1px solid #d6d3d1}
nav a{margin-right:.75rem}details{background:#fff;border:1px solid #e7e5e4;border-radius:6px;margin:.4rem 0;padding:.4rem .75rem}
summary{cursor:pointer}code{font:13px/1.4 ui-monospace,monospace}pre{overflow:auto;background:#f5f5f4;padding:.5rem;font:12px/1.4 ui-monospace,monospace}
.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}.auth{color:#57534e;font-size:13px}h3{font-size:14px;margin:.75rem 0 .25rem}
`.trim();

/** The Content-Security-Policy of the page: nothing but its own inline stylesheet. */
export const DOCS_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function renderOperation(method: string, path: string, op: Operation): string {
  const parts: string[] = [];
  for (const where of ['path', 'query']) {
    const params = (op.parameters ?? []).filter((p) => p.in === where);
    if (params.length === 0) continue;
    const rows = params
      .map(
        (p) =>
          `<li><code>${escapeHtml(p.name)}</code>${p.required ? ' (required)' : ''}${json(p.schema ?? {})}</li>`,
      )
      .join('');
    parts.push(`<h3>${where === 'path' ? 'Path parameters' : 'Query'}</h3><ul>${rows}</ul>`);
  }
  for (const [media, content] of Object.entries(op.requestBody?.content ?? {})) {
    parts.push(`<h3>Body (${escapeHtml(media)})</h3>${json(content.schema ?? {})}`);
  }
  for (const [status, answer] of Object.entries(op.responses ?? {})) {
    const contents = Object.entries(answer.content ?? {});
    parts.push(
      `<h3>${escapeHtml(status)}: ${escapeHtml(answer.description ?? '')}</h3>` +
        contents
          .map(([media, c]) => (c.schema ? json(c.schema) : `<p>${escapeHtml(media)}</p>`))
          .join(''),
    );
  }
  const auth = op.security?.length ? ' <span class="auth">· signed in</span>' : '';
  return `<details id="${escapeHtml(`${method}-${path}`)}"><summary><span class="m">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? '')}${auth}</summary>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}${parts.join('')}</details>`;
}

export function renderDocsPage(document: Document, documentUrl: string): string {
  const sections = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'other';
      sections.set(tag, [...(sections.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const tags = [...sections.keys()];
  const body = tags
    .map(
      (tag) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${sections.get(tag)!.join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head><body><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1><p>${escapeHtml(document.info.description ?? '')} The machine-readable document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a> (OpenAPI 3.1).</p><nav>${tags.map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav><main>${body}</main></body></html>`;
}
