import { BSON, type Document } from '../bson';

/** MongoDB wire protocol opcodes used by the engine. */
export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;
export const MSG_EXHAUST_ALLOWED = 1 << 16;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface ParsedQuery {
  kind: 'query';
  header: MessageHeader;
  fullCollectionName: string;
  query: Document;
}

export interface ParsedMsg {
  kind: 'msg';
  header: MessageHeader;
  flags: number;
  /** The kind-0 body with kind-1 document sequences merged in as arrays. */
  body: Document;
}

export type ParsedMessage = ParsedQuery | ParsedMsg;

export class ProtocolError extends Error {}

const DESERIALIZE_OPTIONS = {
  promoteValues: true,
  promoteBuffers: false,
  bsonRegExp: false,
} as const;

export function decodeDocument(buf: Buffer): Document {
  return BSON.deserialize(buf, DESERIALIZE_OPTIONS);
}

export function readHeader(buf: Buffer): MessageHeader {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readCString(buf: Buffer, offset: number): [string, number] {
  const end = buf.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated cstring');
  return [buf.toString('utf8', offset, end), end + 1];
}

/** Parses one complete message (header included). */
export function parseMessage(buf: Buffer): ParsedMessage {
  const header = readHeader(buf);
  if (header.opCode === OP_QUERY) {
    let offset = 20; // header + flags
    const [fullCollectionName, next] = readCString(buf, offset);
    offset = next + 8; // numberToSkip + numberToReturn
    const size = buf.readInt32LE(offset);
    const query = decodeDocument(buf.subarray(offset, offset + size));
    return { kind: 'query', header, fullCollectionName, query };
  }
  if (header.opCode === OP_MSG) {
    const flags = buf.readUInt32LE(16);
    const end = flags & MSG_CHECKSUM_PRESENT ? header.length - 4 : header.length;
    let offset = 20;
    let body: Document | undefined;
    const sequences: Array<[string, Document[]]> = [];
    while (offset < end) {
      const kind = buf.readUInt8(offset);
      offset += 1;
      if (kind === 0) {
        const size = buf.readInt32LE(offset);
        body = decodeDocument(buf.subarray(offset, offset + size));
        offset += size;
      } else if (kind === 1) {
        const size = buf.readInt32LE(offset);
        const sectionEnd = offset + size;
        const [identifier, docsStart] = readCString(buf, offset + 4);
        const docs: Document[] = [];
        let p = docsStart;
        while (p < sectionEnd) {
          const docSize = buf.readInt32LE(p);
          docs.push(decodeDocument(buf.subarray(p, p + docSize)));
          p += docSize;
        }
        sequences.push([identifier, docs]);
        offset = sectionEnd;
      } else {
        throw new ProtocolError(`unsupported OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new ProtocolError('OP_MSG without a kind-0 body section');
    for (const [identifier, docs] of sequences) {
      const existing: unknown = body[identifier];
      body[identifier] = Array.isArray(existing) ? [...(existing as Document[]), ...docs] : docs;
    }
    return { kind: 'msg', header, flags, body };
  }
  if (header.opCode === OP_COMPRESSED) {
    throw new ProtocolError(
      'OP_COMPRESSED is not supported (the engine advertises no compressors)',
    );
  }
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

function writeHeader(
  buf: Buffer,
  length: number,
  requestId: number,
  responseTo: number,
  opCode: number,
): void {
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(requestId, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
}

let nextRequestId = 1;
function newRequestId(): number {
  nextRequestId = (nextRequestId + 1) & 0x7fffffff;
  return nextRequestId;
}

/** Encodes an OP_REPLY carrying one document (answer to a legacy OP_QUERY command). */
export function encodeReply(responseTo: number, doc: Document): Buffer {
  const payload = BSON.serialize(doc);
  const out = Buffer.alloc(16 + 20 + payload.length);
  writeHeader(out, out.length, newRequestId(), responseTo, OP_REPLY);
  out.writeInt32LE(0, 16); // responseFlags
  out.writeBigInt64LE(0n, 20); // cursorID
  out.writeInt32LE(0, 28); // startingFrom
  out.writeInt32LE(1, 32); // numberReturned
  out.set(payload, 36);
  return out;
}

/** Encodes an OP_MSG with a single kind-0 section. */
export function encodeMsg(responseTo: number, doc: Document, flags = 0): Buffer {
  const payload = BSON.serialize(doc);
  const out = Buffer.alloc(16 + 4 + 1 + payload.length);
  writeHeader(out, out.length, newRequestId(), responseTo, OP_MSG);
  out.writeUInt32LE(flags, 16);
  out.writeUInt8(0, 20);
  out.set(payload, 21);
  return out;
}
