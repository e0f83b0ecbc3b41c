// Reads the signed-in user and token, and hashes tool arguments canonically.
import { createHash } from 'node:crypto';

export function currentUser(ctx) {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!userId) throw new Error('calendar tools require a signed-in user');
  return { userId, token: info.token };
}

export function hashArgs(args) {
  const sorted = Object.keys(args)
    .sort()
    .map((k) => [k, args[k]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}
