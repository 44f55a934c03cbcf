import { connect, type Socket } from 'node:net';
import { Binary, BSON, Long, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { OP_MSG, OP_QUERY, OP_REPLY, MSG_MORE_TO_COME } from '../../src/wire/protocol';
import { useWireEngine } from './wire-helpers';

const { engine } = useWireEngine();

interface Reply {
  opCode: number;
  responseTo: number;
  doc: Document;
}

/** A minimal raw wire client: sends frames, collects replies. */
class RawClient {
  private buf = Buffer.alloc(0);
  private waiters: Array<(r: Reply) => void> = [];
  readonly replies: Reply[] = [];
  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buf = Buffer.concat([this.buf, chunk]);
      while (this.buf.length >= 4 && this.buf.length >= this.buf.readInt32LE(0)) {
        const len = this.buf.readInt32LE(0);
        const frame = this.buf.subarray(0, len);
        this.buf = this.buf.subarray(len);
        const opCode = frame.readInt32LE(12);
        const docStart = opCode === OP_REPLY ? 36 : 21;
        const doc = BSON.deserialize(frame.subarray(docStart), { promoteLongs: false });
        const reply = { opCode, responseTo: frame.readInt32LE(8), doc };
        this.replies.push(reply);
        this.waiters.shift()?.(reply);
      }
    });
  }

  static async open(port: number): Promise<RawClient> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    return new RawClient(socket);
  }

  next(): Promise<Reply> {
    return new Promise((r) => this.waiters.push(r));
  }

  send(frame: Buffer): void {
    this.socket.write(frame);
  }

  close(): void {
    this.socket.destroy();
  }
}

function header(len: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(len, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opQuery(requestId: number, ns: string, query: Document): Buffer {
  const body = Buffer.concat([
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(`${ns}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    BSON.serialize(query),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, OP_QUERY), body]);
}

function opMsg(
  requestId: number,
  body: Document,
  flags = 0,
  seq?: { id: string; docs: Document[] },
): Buffer {
  const parts: Buffer[] = [];
  const f = Buffer.alloc(4);
  f.writeUInt32LE(flags);
  parts.push(f, Buffer.from([0]), Buffer.from(BSON.serialize(body)));
  if (seq) {
    const docs = Buffer.concat(seq.docs.map((d) => Buffer.from(BSON.serialize(d))));
    const ident = Buffer.from(`${seq.id}\0`);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + ident.length + docs.length);
    parts.push(Buffer.from([1]), size, ident, docs);
  }
  const payload = Buffer.concat(parts);
  return Buffer.concat([header(16 + payload.length, requestId, OP_MSG), payload]);
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY isMaster handshake with OP_REPLY as a one-member replica set primary', async () => {
    const c = await RawClient.open(engine().port);
    try {
      const pending = c.next();
      c.send(
        opQuery(7, 'admin.$cmd', {
          isMaster: 1,
          helloOk: true,
          client: { driver: { name: 'raw' } },
        }),
      );
      const r = await pending;
      expect(r.opCode).toBe(OP_REPLY);
      expect(r.responseTo).toBe(7);
      expect(r.doc).toMatchObject({
        ok: 1,
        ismaster: true,
        helloOk: true,
        maxWireVersion: 21,
        minWireVersion: 0,
      });
      const self = `127.0.0.1:${engine().port}`;
      expect(r.doc).toMatchObject({ setName: 'rs0', hosts: [self], primary: self, me: self });
      expect(r.doc).not.toHaveProperty('topologyVersion');
      expect(r.doc).not.toHaveProperty('msg');
    } finally {
      c.close();
    }
  });

  it('merges kind-1 document sequences, skips replies for moreToCome and returns int64 cursor ids', async () => {
    const c = await RawClient.open(engine().port);
    try {
      const docs = Array.from({ length: 5 }, (_, i) => ({ _id: i, v: i }));
      let pending = c.next();
      c.send(opMsg(1, { insert: 'raw', $db: 'wire_raw' }, 0, { id: 'documents', docs }));
      expect((await pending).doc).toMatchObject({ n: 5, ok: 1 });

      // moreToCome: fire-and-forget insert, then a ping; the only reply must be the ping's
      c.send(
        opMsg(
          2,
          { insert: 'raw', documents: [{ _id: 99 }], writeConcern: { w: 0 }, $db: 'wire_raw' },
          MSG_MORE_TO_COME,
        ),
      );
      pending = c.next();
      c.send(opMsg(3, { ping: 1, $db: 'admin' }));
      const pong = await pending;
      expect(pong.responseTo).toBe(3);
      expect(c.replies.map((r) => r.responseTo)).toEqual([1, 3]);

      pending = c.next();
      c.send(opMsg(4, { find: 'raw', filter: {}, batchSize: 2, $db: 'wire_raw' }));
      const found = await pending;
      expect(found.opCode).toBe(OP_MSG);
      const cursor = found.doc.cursor as Document;
      expect(cursor.firstBatch).toHaveLength(2);
      expect(cursor.id).toBeInstanceOf(Long);
      expect((cursor.id as Long).isZero()).toBe(false);
      expect(cursor.ns).toBe('wire_raw.raw');

      pending = c.next();
      c.send(opMsg(5, { getMore: cursor.id, collection: 'raw', batchSize: 100, $db: 'wire_raw' }));
      const more = (await pending).doc.cursor as Document;
      expect(more.nextBatch).toHaveLength(4);
      expect(more.id).toBeInstanceOf(Long);
      expect((more.id as Long).isZero()).toBe(true);
    } finally {
      c.close();
    }
  });

  it('answers unknown commands with CommandNotFound and a transaction without a session id with InvalidOptions', async () => {
    const c = await RawClient.open(engine().port);
    try {
      let pending = c.next();
      c.send(opMsg(1, { frobnicate: 1, $db: 'admin' }));
      expect((await pending).doc).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
      pending = c.next();
      c.send(
        opMsg(2, {
          insert: 'raw',
          documents: [{}],
          txnNumber: Long.fromNumber(1),
          autocommit: false,
          startTransaction: true,
          $db: 'wire_raw',
        }),
      );
      expect((await pending).doc).toMatchObject({ ok: 0, code: 72, codeName: 'InvalidOptions' });
    } finally {
      c.close();
    }
  });
  it('applies a retried retryable write once and answers it as the first time', async () => {
    const c = await RawClient.open(engine().port);
    try {
      const lsid = { id: new Binary(Buffer.alloc(16, 7), 4) };
      const write = (requestId: number, txnNumber: number) =>
        opMsg(requestId, {
          insert: 'retried',
          documents: [{ n: txnNumber }],
          lsid,
          txnNumber: Long.fromNumber(txnNumber),
          $db: 'wire_raw',
        });
      for (const [id, txn] of [
        [1, 1],
        [2, 1],
        [3, 2],
      ] as const) {
        const pending = c.next();
        c.send(write(id, txn));
        expect((await pending).doc).toMatchObject({ ok: 1, n: 1 });
      }
      const pending = c.next();
      c.send(opMsg(4, { count: 'retried', $db: 'wire_raw' }));
      expect((await pending).doc).toMatchObject({ ok: 1, n: 2 });
    } finally {
      c.close();
    }
  });

  // Several requests in flight on one connection (pipelined in one write) are all answered, in
  // request order, without the client reading in between; and a connection holding a half-sent
  // message does not keep other connections waiting. Replies that wait for anything (a group
  // commit, say) must keep both.
  it('answers requests pipelined on one connection in order, while another connection is mid-message', async () => {
    const stalled = await RawClient.open(engine().port);
    const c = await RawClient.open(engine().port);
    try {
      const half = opMsg(100, { ping: 1, $db: 'admin' });
      stalled.send(half.subarray(0, 10));

      const frames = [
        opMsg(11, { insert: 'pipelined', documents: [{ _id: 1 }, { _id: 2 }], $db: 'wire_raw' }),
        opMsg(12, { find: 'pipelined', filter: {}, $db: 'wire_raw' }),
        opMsg(13, { count: 'pipelined', $db: 'wire_raw' }),
        opMsg(14, { ping: 1, $db: 'admin' }),
      ];
      const answered = Promise.all(frames.map(() => c.next()));
      c.send(Buffer.concat(frames));
      const replies = await answered;
      expect(replies.map((r) => r.responseTo)).toEqual([11, 12, 13, 14]);
      expect(replies[0]?.doc).toMatchObject({ n: 2, ok: 1 });
      expect((replies[1]?.doc.cursor as Document).firstBatch).toEqual([{ _id: 1 }, { _id: 2 }]);
      expect(replies[2]?.doc).toMatchObject({ n: 2, ok: 1 });
      expect(stalled.replies).toEqual([]);

      const pong = stalled.next();
      stalled.send(half.subarray(10));
      expect((await pong).responseTo).toBe(100);
    } finally {
      stalled.close();
      c.close();
    }
  });
});
