import type { Document } from '../bson';
import { ErrorCodes, MongoCommandError, notImplemented } from '../engine/errors';
import type { CommandHandler } from './types';

export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;

/** hello / isMaster as a standalone mongod answers (no topologyVersion: the driver then polls). */
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
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  });
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

const transactionsUnsupported: CommandHandler = () => {
  throw new MongoCommandError(
    ErrorCodes.IllegalOperation,
    'Transaction numbers are only allowed on a replica set member or mongos',
  );
};

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  endSessions: ok,
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
  commitTransaction: transactionsUnsupported,
  abortTransaction: transactionsUnsupported,
  saslStart: () => {
    throw notImplemented('authentication');
  },
  authenticate: () => {
    throw notImplemented('authentication');
  },
};

export { transactionsUnsupported };
