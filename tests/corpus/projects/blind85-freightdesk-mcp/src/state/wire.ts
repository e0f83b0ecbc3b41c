// Generic helpers that move schema-typed values in and out of the requestState string.
// @ts-nocheck
import type { z } from 'zod';

export function toWire<S extends z.ZodTypeAny>(schema: S, value: z.input<S>): string {
  const checked = schema.parse(value);
  return Buffer.from(JSON.stringify(checked), 'utf8').toString('base64url');
}

export function fromWire<S extends z.ZodTypeAny>(schema: S, raw: unknown): z.output<S> {
  if (typeof raw !== 'string' || raw.length === 0) {
    throw new Error('This step needs the requestState from the previous round.');
  }
  const json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  return schema.parse(json);
}
