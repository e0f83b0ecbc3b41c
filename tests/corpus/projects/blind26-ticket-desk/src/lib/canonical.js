'use strict';

const { createHash } = require('node:crypto');

/** Byte-wise order, independent of locale, so digests are stable across hosts. */
const byteOrder = (a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Digest of the arguments that a confirmation covers. Keys are sorted, and so
 * are id lists whose order carries no meaning.
 */
function argsDigest(tool, args, { unorderedLists = [] } = {}) {
  const normalised = {};
  for (const name of Object.keys(args).sort(byteOrder)) {
    const value = args[name];
    normalised[name] = unorderedLists.includes(name) && Array.isArray(value) ? [...value].sort(byteOrder) : value;
  }
  return createHash('sha256').update(tool).update('\0').update(JSON.stringify(normalised)).digest('base64url');
}

module.exports = { argsDigest, byteOrder };
