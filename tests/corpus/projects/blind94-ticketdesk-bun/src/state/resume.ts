// Recovers a pending merge from the requestState echoed back by the client.
// @ts-nocheck
import { decryptState } from './cipher';

export interface PendingMerge {
  sub: string;
  tool: string;
  sourceId: number;
  targetId: number;
  exp: number;
}

export async function readPendingMerge(ctx, cipherKey: CryptoKey, agentId: string, tool: string): Promise<PendingMerge | null> {
  const raw = ctx.mcpReq.requestState();
  if (typeof raw !== 'string' || raw.length === 0) return null;
  let pending: PendingMerge;
  try {
    pending = await decryptState<PendingMerge>(cipherKey, raw); // expect: require-sealed-state
  } catch {
    return null;
  }
  if (pending.sub !== agentId || pending.tool !== tool) return null;
  if (typeof pending.exp !== 'number' || pending.exp <= Date.now()) return null;
  return pending;
}
