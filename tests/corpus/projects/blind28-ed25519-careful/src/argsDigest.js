import { createHash } from 'node:crypto';

function* canonicalParts(value) {
  if (Array.isArray(value)) {
    yield '[';
    for (const [i, item] of value.entries()) {
      if (i) yield ',';
      yield* canonicalParts(item);
    }
    yield ']';
  } else if (value && typeof value === 'object') {
    yield '{';
    const keys = Object.keys(value).sort();
    for (const [i, key] of keys.entries()) {
      if (i) yield ',';
      yield JSON.stringify(key);
      yield ':';
      yield* canonicalParts(value[key]);
    }
    yield '}';
  } else {
    yield JSON.stringify(value ?? null);
  }
}

/** Stable digest of tool arguments, so a confirmation only covers the exact request. */
export function argsDigest(args) {
  const hash = createHash('sha256');
  for (const part of canonicalParts(args)) hash.update(part);
  return hash.digest('base64url');
}
