import { SIZE_GUIDE_MEASUREMENTS } from '@vastra/contracts/size-guide';
import mongoose, { Schema, type Types } from 'mongoose';
import { watchCatalogueWrites } from './catalogue-version';

/**
 * A category's or a subcategory's own size chart (one each; `subcategory` null for the
 * category's own, which its subcategories without one use): the measurements it shows (columns), one row
 * of inches per size, and its "How to measure" text. No rows: the category has none (the default
 * chart of each product's garment kind applies). Kept apart from the category so its version is
 * its own: a chart save and a rename never refuse each other.
 */
const rowSchema = new Schema(
  { size: { type: String, required: true }, inches: { type: [Number], default: [] } },
  { _id: false },
);

const sizeChartSchema = new Schema(
  {
    category: { type: Schema.Types.ObjectId, required: true },
    /** The subcategory (of `category`) whose chart it is; null: the category's own. */
    subcategory: { type: Schema.Types.ObjectId, default: null },
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    measurements: { type: [{ type: String, enum: SIZE_GUIDE_MEASUREMENTS }], default: [] },
    rows: { type: [rowSchema], default: [] },
    howToMeasure: { type: String, default: '' },
  },
  { timestamps: true, collection: 'size_charts' },
);
// One chart per category and one per subcategory (records from before subcategories: null).
sizeChartSchema.index({ category: 1, subcategory: 1 }, { unique: true });

// A saved chart changes what the product pages show: drop the cached catalogue answers.
watchCatalogueWrites(sizeChartSchema);

export interface SizeChartLean {
  _id: Types.ObjectId;
  category: Types.ObjectId;
  subcategory?: Types.ObjectId | null;
  editVersion?: number | null;
  measurements: string[];
  rows: { size: string; inches: number[] }[];
  howToMeasure?: string | null;
}

export const SizeChartModel = mongoose.model('SizeChart', sizeChartSchema);
