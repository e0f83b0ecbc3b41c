import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { callerId } from './auth.js';
import { env } from './env.js';
import { loadStateKey } from './secrets.js';

/** The reference asks for ten minutes at most, whatever the environment says. */
const MAX_ROUND_SECONDS = 600;

export type ToolName = 'ack_incident' | 'run_runbook';

/**
 * Every round carries the tool that minted it. The codec's `bind` ties a state to the engineer; the tool is
 * compared by readRound(), because one codec serves every tool and its context does not name the tool.
 */
export interface BoundRound {
  tool: ToolName;
}

export const roundCodec = createRequestStateCodec<BoundRound & Record<string, unknown>>({
  key: loadStateKey(),
  ttlSeconds: Math.min(env.STATE_TTL_SECONDS, MAX_ROUND_SECONDS),
  bind: (ctx) => callerId(ctx),
});

export class WrongTool extends Error {}

export interface RoundContext {
  mcpReq: { requestState<T>(): T | undefined };
}

/**
 * The verified payload of the previous round (the server's verify hook has already checked the MAC, the
 * expiry and the engineer), refused when another tool minted it. Undefined on the first round.
 */
export function readRound<R extends BoundRound>(ctx: RoundContext, tool: R['tool']): R | undefined {
  const round = ctx.mcpReq.requestState<R>();
  if (round === undefined) return undefined;
  if (round.tool !== tool) throw new WrongTool(`state minted by ${round.tool} cannot continue ${tool}`);
  return round;
}

/** A content digest, to notice that a runbook was edited between the confirmation and the run. */
export const contentDigest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
