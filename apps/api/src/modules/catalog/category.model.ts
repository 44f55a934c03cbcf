import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { watchCatalogueWrites } from './catalogue-version';

const subcategorySchema = new Schema({
  editVersion: { type: Number, default: 0 },
  name: { type: String, required: true, trim: true },
  slug: { type: String, required: true },
  image: { type: String, default: '' },
});

const categorySchema = new Schema(
  {
    /** Bumped by each back-office save (see the staff module's edit-version.ts). */
    editVersion: { type: Number, default: 0 },
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true },
    image: { type: String, default: '' },
    position: { type: Number, default: 0 },
    subcategories: { type: [subcategorySchema], default: [] },
  },
  { timestamps: true },
);

categorySchema.index({ slug: 1 }, { unique: true });
categorySchema.index({ position: 1 });

// Any write drops cached catalogue answers (response-cache.ts).
watchCatalogueWrites(categorySchema);

export type Category = InferSchemaType<typeof categorySchema>;
export const CategoryModel = mongoose.model('Category', categorySchema);
