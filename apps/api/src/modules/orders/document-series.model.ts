import mongoose, { Schema } from 'mongoose';

/**
 * The counters of the GST document series: one document per series and financial year
 * (`invoice:2026-27`, `credit-note:2026-27`) holding the last number taken. Numbers are taken with
 * `$inc` inside the transaction that issues the document (see tax-documents.ts), so an aborted
 * transaction gives its number back and the series has no gaps.
 */
const documentSeriesSchema = new Schema({
  _id: { type: String, required: true },
  seq: { type: Number, required: true, default: 0 },
});

export const DocumentSeriesModel = mongoose.model(
  'DocumentSeries',
  documentSeriesSchema,
  'document_series',
);
