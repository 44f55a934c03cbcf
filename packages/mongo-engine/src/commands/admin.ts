import type { Document } from '../bson';
import { ObjectId } from '../bson';
import { notImplemented } from '../engine/errors';
import { SESSION_TIMEOUT_MINUTES } from '../engine/sessions';
import type { CommandHandler } from './types';

export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;

/** The replica set the engine presents itself as (one member, always primary). */
export const REPLICA_SET_NAME = 'rs0';
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

/**
 * hello / isMaster as the primary of a single-node replica set answers (drivers then allow
 * sessions, retryable writes and transactions). No topologyVersion: the driver then polls.
 */
const hello: CommandHandler = (cmd, ctx) => {
  const legacy = ctx.name.toLowerCase() === 'ismaster';
  const res: Document = {};
  if (cmd.helloOk === true) res.helloOk = true;
  if (legacy) res.ismaster = true;
  else res.isWritablePrimary = true;
  Object.assign(res, {
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: SESSION_TIMEOUT_MINUTES,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  });
  if (ctx.self) {
    Object.assign(res, {
      setName: REPLICA_SET_NAME,
      setVersion: 1,
      electionId: ELECTION_ID,
      hosts: [ctx.self],
      primary: ctx.self,
      me: ctx.self,
      secondary: false,
    });
  }
  res.ok = 1;
  return res;
};

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'vastra-wire-engine',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['vastra-wire'],
  modules: [],
  javascriptEngine: 'none',
  ok: 1,
});

const ok: CommandHandler = () => ({ ok: 1 });

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  killSessions: ok,
  killAllSessions: ok,
  refreshSessions: ok,
  startSession: () => {
    throw notImplemented('startSession');
  },
  whatsmyuri: (_cmd, ctx) => ({ you: `127.0.0.1:${ctx.connectionId}`, ok: 1 }),
  connectionStatus: () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  getCmdLineOpts: () => ({ argv: ['vastra-wire-engine'], parsed: {}, ok: 1 }),
  hostInfo: () => ({
    system: { currentTime: new Date(), hostname: '127.0.0.1' },
    os: {},
    extra: {},
    ok: 1,
  }),
  serverStatus: (_cmd, ctx) => ({
    host: '127.0.0.1',
    version: SERVER_VERSION,
    process: 'mongod',
    uptime: Math.floor(process.uptime()),
    localTime: new Date(),
    connections: { current: 1 },
    metrics: { cursor: { open: { total: ctx.cursors.openCount } } },
    ok: 1,
  }),
  saslStart: () => {
    throw notImplemented('authentication');
  },
  authenticate: () => {
    throw notImplemented('authentication');
  },
};
