import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Decimal128 as BsonEsmDecimal, ObjectId as BsonEsmObjectId } from 'bson';
import { Decimal128 as DriverDecimal, ObjectId as DriverObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { Decimal128, ObjectId } from '../../src/bson';
import { keyOf } from '../../src/engine/values';

describe('one bson copy', () => {
  it('the engine uses the driver’s (and Mongoose’s) ObjectId and Decimal128 classes', () => {
    expect(ObjectId).toBe(DriverObjectId);
    expect(Decimal128).toBe(DriverDecimal);
    expect(mongoose.Types.ObjectId).toBe(ObjectId);
    expect(new mongoose.Types.ObjectId()).toBeInstanceOf(ObjectId);
  });

  it('the pinned bson dependency is the very package the driver loads', () => {
    const here = createRequire(import.meta.url);
    const driverRequire = createRequire(here.resolve('mongodb'));
    const ours = realpathSync(here.resolve('bson'));
    const drivers = realpathSync(driverRequire.resolve('bson'));
    expect(ours).toBe(drivers);
    // and the ESM build of that same package still round-trips with the engine's (CJS) classes
    const id = new BsonEsmObjectId();
    expect(keyOf(new ObjectId(id.toHexString()))).toBe(`o${id.toHexString()}`);
    expect(BsonEsmDecimal.fromString('1.5').toString()).toBe('1.5');
  });
});
