// Valibot schemas for sealed-state claims and per-tool state data.
// @ts-nocheck
import * as v from 'valibot';

export const Claims = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  tool: v.string(),
  exp: v.number(),
  data: v.record(v.string(), v.unknown()),
});

export const MergeData = v.object({
  keepId: v.string(),
  dropIds: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(20)),
  digest: v.string(),
});

export const DraftData = v.object({
  contactId: v.string(),
  body: v.pipe(v.string(), v.maxLength(4000)),
  step: v.picklist(['tags', 'visibility']),
  tags: v.optional(v.array(v.string())),
});

export const ExportData = v.object({
  segment: v.string(),
  sheetsToken: v.string(),
});

export type Draft = v.InferOutput<typeof DraftData>;
