// Builds the tool name and stable argument digest claims placed inside signed state.
import { createHash } from 'node:crypto';
import { Result } from '../fp/index.js';

const stable = (v) =>
  Array.isArray(v)
    ? `[${v.map(stable).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stable(v[k])}`).join(',')}}`
      : JSON.stringify(v ?? null);

export const argsDigest = (args) => createHash('sha256').update(stable(args)).digest('base64url');

/** What goes inside the signed payload besides the tool's own data. */
export const claimsFor = (tool, args, data) => Object.freeze({ tool, argsDigest: argsDigest(args), ...data });

/**
 * The codec has already checked the MAC, the expiry and the user binding; here we
 * check the parts it cannot see (which tool, which arguments).
 */
export const sameRequest = (tool, args) =>
  Result.guard(
    (claims) => claims.tool === tool && claims.argsDigest === argsDigest(args),
    'state was issued for a different request',
  );
