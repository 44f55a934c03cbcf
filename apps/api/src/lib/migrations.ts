import mongoose, { Schema, type mongo } from 'mongoose';
import type { Logger } from './logger';
import { withLease } from './lease';

/** One change to stored data, run once per database, in the order of its id. */
export interface Migration {
  /** `YYYY-MM-DD-what-it-does`: sorted by it, recorded under it. */
  id: string;
  run(db: mongo.Db, logger: Logger): Promise<void>;
}

const migrationSchema = new Schema(
  { _id: { type: String, required: true }, appliedAt: { type: Date, required: true }, ms: Number },
  { collection: 'migrations', versionKey: false },
);
export const MigrationModel = mongoose.model('Migration', migrationSchema);

/**
 * Runs the migrations this database has not recorded yet, in id order, each recorded (with the
 * time it took) once it finished. API processes starting together take turns (a lease): the
 * second finds them recorded and runs nothing. A migration that throws stops the start; it is
 * run again on the next one, so each must be safe to repeat after a partial run.
 */
export async function runMigrations(
  migrations: readonly Migration[],
  logger: Logger,
): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('runMigrations: not connected');
  const ids = migrations.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new Error('two migrations share an id');
  const ordered = [...migrations].sort((a, b) => a.id.localeCompare(b.id));
  return withLease(
    'migrations',
    async () => {
      const done = new Set(
        (await MigrationModel.find({ _id: { $in: ids } }, { _id: 1 }).lean()).map((m) => m._id),
      );
      const applied: string[] = [];
      for (const m of ordered) {
        if (done.has(m.id)) continue;
        const started = Date.now();
        logger.info({ migration: m.id }, 'migration running');
        await m.run(db, logger);
        const ms = Date.now() - started;
        await MigrationModel.create({ _id: m.id, appliedAt: new Date(), ms });
        logger.info({ migration: m.id, ms }, 'migration applied');
        applied.push(m.id);
      }
      return applied;
    },
    { ttlMs: 10 * 60_000, waitMs: 10 * 60_000 },
  );
}
