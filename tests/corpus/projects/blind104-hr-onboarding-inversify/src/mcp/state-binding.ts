// Helpers that tie request state to the caller, the tool and its arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';

export interface BoundState {
  sub: string;
  tool: string;
  argsDigest: string;
  [extra: string]: unknown;
}

export function principalOf(ctx): string {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') {
    throw new Error('request is not authenticated');
  }
  return userId;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function argsDigest(args: unknown): string {
  return createHash('sha256').update(canonical(args)).digest('hex');
}

export function mintBound(codec, ctx, tool: string, args: unknown, payload: Record<string, unknown>): Promise<string> {
  return codec.mint({ ...payload, sub: principalOf(ctx), tool, argsDigest: argsDigest(args) }, ctx);
}

export function matchesCall(state: BoundState | undefined, ctx, tool: string, args: unknown): boolean {
  if (!state) return false;
  return state.sub === principalOf(ctx) && state.tool === tool && state.argsDigest === argsDigest(args);
}
