export { startMongo, type EngineKind, type MongoHandle, type StartMongoOptions } from './harness';
export { startWireEngine, type WireEngine, type WireEngineOptions } from './wire-engine';
