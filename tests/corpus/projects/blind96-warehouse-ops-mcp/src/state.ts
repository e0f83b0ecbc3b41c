// Request-state codec and binding checks shared by the warehouse tools.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_API_VERSION = '2025-01';

export interface WarehouseState {
  tool: string;
  apiVersion: string;
  argsDigest: string;
  handle?: string;
  etag?: string;
}

export function createStateCodec(key: Uint8Array) {
  return createRequestStateCodec<WarehouseState>({
    key,
    ttlSeconds: 600,
    bind: (ctx) => {
      const userId = ctx.http?.authInfo?.extra?.userId;
      if (!userId) throw new Error('requestState needs an authenticated caller');
      return `sub:${userId}`;
    },
  });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('hex');
}

export function stateProblem(state: WarehouseState | undefined, tool: string, args: Record<string, unknown>): string | null {
  if (!state) return 'Missing requestState';
  if (state.apiVersion !== STATE_API_VERSION) return 'requestState is from an older server version; start again';
  if (state.tool !== tool) return 'requestState was issued for another tool';
  if (state.argsDigest !== argsDigest(tool, args)) return 'The arguments changed after the question was asked; start again';
  return null;
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}
