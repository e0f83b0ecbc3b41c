import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** JSON with object keys sorted, so {a,b} and {b,a} digest the same. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Fingerprint of a tool call's arguments. Arguments are not secret; this only pins them. */
export const argsDigest = (args) => bytesToHex(sha256(utf8ToBytes(canonicalJson(args ?? {}))));
