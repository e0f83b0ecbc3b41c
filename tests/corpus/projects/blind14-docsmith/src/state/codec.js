import { createHash } from 'node:crypto';
import * as R from 'ramda';
import { envelope } from '../crypto/envelope.js';

const aadFor = (userId, tool) => `docsmith/v1\n${userId}\n${tool}`;

/** Stable JSON (sorted keys) so the same arguments always give the same digest. */
const canonical = (value) =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

export const digestArgs = (args) => createHash('sha256').update(canonical(args)).digest('base64url');

/**
 * makeStateCodec({ key, ttlMs }) -> { mint, accept }
 * Payloads are encrypted, so they may carry what the second round needs
 * (including a short-lived upstream token) without the client reading it.
 */
export function makeStateCodec({ key, ttlMs, clock = () => Date.now() }) {
  const { seal, open } = envelope(key);

  const mint = R.curry((user, tool, body) =>
    seal(aadFor(user.id, tool))({ ...body, sub: user.id, tool, exp: clock() + ttlMs }),
  );

  const accept = R.curry((user, tool, token) => {
    const payload = open(aadFor(user.id, tool))(token);
    if (!payload) return null;
    if (payload.sub !== user.id || payload.tool !== tool) return null;
    if (typeof payload.exp !== 'number' || payload.exp <= clock()) return null;
    return R.omit(['sub', 'tool', 'exp'], payload);
  });

  return { mint, accept };
}
