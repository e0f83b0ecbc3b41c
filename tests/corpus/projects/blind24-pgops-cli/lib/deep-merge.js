'use strict';

function isPlainObject(value) {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Merge `sources` left to right into a fresh object. Plain objects are merged
 * recursively, everything else (arrays included) is replaced. `undefined`
 * never overrides an existing value, so sparse env overlays are safe.
 */
function deepMerge(...sources) {
  const out = {};
  for (const source of sources) {
    if (!isPlainObject(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === '__proto__' || key === 'constructor') continue;
      if (value === undefined) continue;
      out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key], value) : isPlainObject(value) ? deepMerge(value) : value;
    }
  }
  return out;
}

module.exports = { deepMerge, isPlainObject };
