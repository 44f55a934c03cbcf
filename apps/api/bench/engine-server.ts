/**
 * The wire engine in a process of its own (BENCH_ENGINE_PROCESS=1), as a real mongod would run:
 * the API process then does only the API's work, so the two costs can be told apart.
 */
import { startWireEngine } from '@vastra/mongo-engine';
import { serveParent, type ChildMessage } from './protocol';

const engine = await startWireEngine();
serveParent(() => engine.stop());
process.send?.({ type: 'ready', url: engine.uri } satisfies ChildMessage);
