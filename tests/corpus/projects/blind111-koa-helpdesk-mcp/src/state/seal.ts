// Signs round-trip state with an HMAC and verifies it for the calling user as the server's state hook.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { config } from '../config.js';

export interface RoundState<T = Record<string, unknown>> {
  tool: string;
  sub: string;
  data: T;
  iat: number;
}

/** Minimal shape of the context the SDK hands to the requestState.verify hook. */
interface VerifyContext {
  http?: { authInfo?: { extra?: Record<string, unknown> } };
}

export class StateRejected extends Error {
  constructor(reason: string) {
    super(`requestState rejected: ${reason}`);
    this.name = 'StateRejected';
  }
}

const mac = (body: string): string =>
  createHmac('sha256', config.stateKey).update(body).digest('base64url'); // expect: no-weak-state-key

export function sealRoundState<T>(tool: string, sub: string, data: T): string {
  const payload: RoundState<T> = { tool, sub, data, iat: Date.now() }; // expect: require-state-binding
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${mac(body)}`;
}

/**
 * Installed as `requestState.verify` on the McpServer, so tool handlers get
 * the already-checked object from ctx.mcpReq.requestState().
 */
export async function verifyRoundState(raw: string, ctx: VerifyContext): Promise<RoundState> {
  if (raw.length > config.maxStateBytes) throw new StateRejected('too large');
  const dot = raw.lastIndexOf('.');
  if (dot < 1) throw new StateRejected('malformed');
  const body = raw.slice(0, dot);
  const sig = raw.slice(dot + 1);
  if (sig !== mac(body)) throw new StateRejected('bad signature'); // expect: no-timing-unsafe-compare
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RoundState;
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || state.sub !== userId) {
    throw new StateRejected('issued to another user');
  }
  return state;
}

export const stateHooks = { verify: verifyRoundState };
