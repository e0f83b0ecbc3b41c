// Shared request-state sealer and a helper that reads the calling user and bearer token from the context.
import StateSealer from './crypto/sealer.js';
import { deriveStateKey } from './crypto/keys.js';

export const sealer = new StateSealer(deriveStateKey()); // expect: no-weak-state-key

export function callerOf(ctx) {
  const auth = ctx.http?.authInfo;
  const userId = auth?.extra?.userId;
  if (!auth || !userId) throw new Error('drive-bridge: unauthenticated call');
  return { userId, bearer: auth.token };
}
