// Mints and reads requestState as "<kid>~<codec token>" so old keys keep verifying during rotation.
// @ts-nocheck
import { activeKid, codecFor } from './keyset.js';

export const STATE_API_VERSION = '2025-03';

export class StateRejected extends Error {}

export async function mintState(tool: string, payload: Record<string, unknown>, ctx): Promise<string> {
  const kid = activeKid();
  const token = await codecFor(kid, tool).mint({ ...payload, apiVersion: STATE_API_VERSION }, ctx);
  return `${kid}~${token}`;
}

export async function readState<T = Record<string, any>>(tool: string, ctx): Promise<T | undefined> {
  const raw = ctx.mcpReq.requestState();
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' || raw.length > 8192) throw new StateRejected('malformed requestState');
  const sep = raw.indexOf('~');
  const codec = sep > 0 ? codecFor(raw.slice(0, sep), tool) : undefined;
  if (!codec) throw new StateRejected('unknown requestState key');
  let payload;
  try {
    payload = await codec.verify(raw.slice(sep + 1), ctx);
  } catch {
    throw new StateRejected('requestState failed verification');
  }
  if (payload.apiVersion !== STATE_API_VERSION) throw new StateRejected('requestState from an older release');
  return payload as T;
}
