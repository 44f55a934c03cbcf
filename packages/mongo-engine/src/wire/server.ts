import { createServer, type Server, type Socket } from 'node:net';
import type { Document } from '../bson';
import { runCommand } from '../commands';
import { CursorManager } from '../engine/cursors';
import { sessionsOf, type SessionManager } from '../engine/sessions';
import { ErrorCodes, MongoCommandError } from '../engine/errors';
import type { Store } from '../engine/store';
import {
  MSG_MORE_TO_COME,
  ProtocolError,
  encodeMsg,
  encodeReply,
  parseMessage,
  type ParsedMessage,
} from './protocol';

const MAX_MESSAGE_BYTES = 48_000_000;
const OP_QUERY = 2004;

/** An error reply to the request `raw` (its id and kind read from the header). */
function errorReply(raw: Buffer, err: MongoCommandError): Buffer {
  const requestId = raw.readInt32LE(4);
  const doc = err.toResponse();
  return raw.readInt32LE(12) === OP_QUERY ? encodeReply(requestId, doc) : encodeMsg(requestId, doc);
}

export interface WireServerOptions {
  store: Store;
  host?: string;
  port?: number;
}

/** A TCP server speaking the MongoDB wire protocol over a Store. */
export class WireServer {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly cursors = new CursorManager();
  readonly sessions: SessionManager;
  private nextConnectionId = 1;
  private address: { host: string; port: number } | null = null;

  constructor(private readonly options: WireServerOptions) {
    this.server = createServer((socket) => this.onConnection(socket));
    this.sessions = sessionsOf(options.store);
  }

  async listen(): Promise<{ host: string; port: number }> {
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port ?? 0, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const addr = this.server.address();
    if (!addr || typeof addr === 'string')
      throw new Error('wire engine: unexpected server address');
    this.address = { host, port: addr.port };
    return this.address;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private onConnection(socket: Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    // A reply is sent only once the changes made so far are durable (see `send`); `waiting` keeps
    // the replies of one connection in order while some of them wait.
    const waiting: { reply: Buffer | null; ready: boolean }[] = [];
    const release = (): void => {
      while (waiting.length > 0 && (waiting[0] as { ready: boolean }).ready) {
        const { reply } = waiting.shift() as { reply: Buffer | null };
        if (reply && !socket.destroyed) socket.write(reply);
      }
    };
    /** `onNoRoom`: the reply instead when the journal's disk had no room for the changes. */
    const send = (
      reply: Buffer | null,
      onNoRoom: (err: MongoCommandError) => Buffer | null,
    ): void => {
      const store = this.options.store;
      if (waiting.length === 0 && store.isDurable()) {
        if (reply) socket.write(reply);
        return;
      }
      const entry = { reply, ready: false };
      waiting.push(entry);
      store.whenDurable((err) => {
        if (err instanceof MongoCommandError && err.code === ErrorCodes.OutOfDiskSpace)
          entry.reply = reply && onNoRoom(err);
        // The journal failed: the change is not durable, so it is never acknowledged.
        else if (err) return void socket.destroy();
        entry.ready = true;
        release();
      });
    };
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (pending.length >= 4) {
        const length = pending.readInt32LE(0);
        if (length < 16 || length > MAX_MESSAGE_BYTES) {
          socket.destroy();
          return;
        }
        if (pending.length < length) break;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        send(this.handle(message, connectionId), (err) => errorReply(message, err));
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private handle(raw: Buffer, connectionId: number): Buffer | null {
    let parsed: ParsedMessage;
    try {
      parsed = parseMessage(raw);
    } catch (err) {
      const requestId = raw.readInt32LE(4);
      const errmsg = err instanceof ProtocolError ? err.message : String(err);
      return encodeMsg(requestId, { ok: 0, errmsg, code: 2, codeName: 'BadValue' });
    }
    const ctx = {
      store: this.options.store,
      cursors: this.cursors,
      sessions: this.sessions,
      self: this.address ? `${this.address.host}:${this.address.port}` : undefined,
      connectionId,
    };
    if (parsed.kind === 'query') {
      const ns = parsed.fullCollectionName;
      const db = ns.slice(0, ns.indexOf('.'));
      let query: Document = parsed.query;
      if (query.$query && typeof query.$query === 'object') query = query.$query as Document;
      return encodeReply(parsed.header.requestId, runCommand(query, { ...ctx, db }));
    }
    const reply = runCommand(parsed.body, ctx);
    if (parsed.flags & MSG_MORE_TO_COME) return null;
    return encodeMsg(parsed.header.requestId, reply);
  }
}
