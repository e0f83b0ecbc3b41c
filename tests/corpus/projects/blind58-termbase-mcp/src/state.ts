import { createHash } from 'node:crypto';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { principal } from './auth.js';
import { config } from './config.js';

/** Everything a tool may carry from one round to the next. */
export type RoundState =
  | { tool: 'merge_terms'; argsDigest: string; survivorKey: string; duplicateKey: string }
  | {
      tool: 'import_glossary';
      argsDigest: string;
      upload: { objectKey: string; header: string[]; rows: number };
    }
  | { tool: 'suggest_translation'; segmentId: string; locale: string; maxTokens: number; attempt: number };

export type ToolName = RoundState['tool'];
export type RoundFor<K extends ToolName> = Extract<RoundState, { tool: K }>;

// One codec for the whole server (HMAC-SHA256, 5 minutes). `bind` ties each state to the
// signed-in user. The SDK context carries no tool name, so every payload names its tool and
// readRound() refuses another tool's state; destructive tools also carry a digest of their arguments.
export const stateCodec = createRequestStateCodec<RoundState>({
  key: config.stateKey,
  ttlSeconds: 300,
  bind: (ctx) => `user:${principal(ctx)}`,
});

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Digest of a tool call's arguments, so a confirmation only resumes the exact same call. */
export function digestArgs(args: unknown): string {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

export function mintRound<K extends ToolName>(ctx: ServerContext, state: RoundFor<K>): Promise<string> {
  return stateCodec.mint(state, ctx);
}

/**
 * The state of this call, already verified by the server's requestState hook (MAC, expiry, user).
 * undefined: first round. null: a state minted for another tool, or for other arguments.
 */
export function readRound<K extends ToolName>(
  ctx: ServerContext,
  tool: K,
  args?: unknown,
): RoundFor<K> | null | undefined {
  const state = ctx.mcpReq.requestState<RoundState>();
  if (state === undefined) return undefined;
  if (state.tool !== tool) return null;
  if (args !== undefined && (!('argsDigest' in state) || state.argsDigest !== digestArgs(args))) return null;
  return state as RoundFor<K>;
}
