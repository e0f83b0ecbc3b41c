// requestState codec for the multi-round tools, wrapped so tools get a Result instead of a throw.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';
import { ok, err, type Result } from './result.js';

export type StateError = { kind: 'missing' | 'invalid' | 'wrong-tool'; detail?: string };

function userOf(ctx): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('no authenticated user on this request');
  return userId;
}

const codec = createRequestStateCodec({
  key: new TextEncoder().encode(config.stateKey), // expect: no-weak-state-key
  ttlSeconds: config.stateTtlSeconds,
  bind: (ctx) => userOf(ctx),
});

export function mintState(tool: string, payload: Record<string, unknown>, ctx): Promise<string> {
  return codec.mint({ ...payload, tool }, ctx);
}

export async function readState<T>(raw: string | undefined, tool: string, ctx): Promise<Result<T, StateError>> {
  if (!raw) return err({ kind: 'missing' });
  let payload;
  try {
    payload = await codec.verify(raw, ctx);
  } catch (e) {
    return err({ kind: 'invalid', detail: e?.message });
  }
  if (payload?.tool !== tool) return err({ kind: 'wrong-tool' });
  return ok(payload as T);
}

export function peekState<T>(raw: string): T | null {
  const [, body] = raw.split('.');
  if (!body) return null;
  try {
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return (envelope?.p ?? null) as T | null;
  } catch {
    return null;
  }
}
