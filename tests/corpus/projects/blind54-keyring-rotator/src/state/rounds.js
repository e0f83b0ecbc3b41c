import { boxJson, unboxJson } from './box.js';

const ROUND_TTL_MS = 5 * 60 * 1000;

/** Seal what the next round of a tool call needs, for this user and this tool. */
export function sealRound(payload, { userId, tool }) {
  return boxJson({ p: payload, uid: userId, tool, exp: Date.now() + ROUND_TTL_MS });
}

/** Open a round sealed by sealRound for `tool`; null when it is not ours, for another tool, or stale. */
export async function openRound(token, tool) {
  const envelope = await unboxJson(token);
  if (!envelope || envelope.tool !== tool) return null;
  if (typeof envelope.exp !== 'number' || envelope.exp < Date.now()) return null;
  return envelope.p;
}
