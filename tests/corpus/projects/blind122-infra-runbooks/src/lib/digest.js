// Computes a SHA-256 hex digest over a key-sorted JSON rendering of a value.
import { createHash } from 'node:crypto';

const sortKeys = (v) =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]))
      : v;

export default function digest(value) {
  return createHash('sha256').update(JSON.stringify(sortKeys(value))).digest('hex');
}
