import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Answers with a JSON body. */
export type JsonReply = (status: number, value: unknown) => void;

/**
 * A real HTTP server on loopback that stands in for a third-party JSON API (a courier, say) in
 * tests: the code under test makes real requests with its real client; `handle` sees each request
 * with its parsed JSON body and answers through `reply` (or writes to `res` for odd answers).
 */
export function jsonServer(
  handle: (req: JsonRequest, reply: JsonReply, res: ServerResponse) => void,
) {
  const readJson = (req: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
    });
  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    const reply: JsonReply = (status, value) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    handle(
      {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        authorization: req.headers.authorization,
        body,
      },
      reply,
      res,
    );
  });
  return {
    /** Listens on a free loopback port; resolves with the base URL. */
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
