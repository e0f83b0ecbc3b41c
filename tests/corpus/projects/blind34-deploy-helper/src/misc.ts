import os from 'node:os';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// signing key for the round-trip tokens. derived per box so we don't have to
// ship yet another secret to every runner; hostname + app is unique enough
export const stateKey = createHash('sha256').update(`${os.hostname()}:${pkg.name}`).digest('hex');

// who is calling (set by the bearer verifier in auth.ts)
export function callerOf(ctx: { http?: { authInfo?: { extra?: Record<string, unknown> } } }): string {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || !id) throw new Error('no authenticated user on this request');
  return id;
}

// look inside a state token: header.payload.signature -> payload
export function peekState(token: string): Record<string, any> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

export const shortSha = (sha: string) => sha.slice(0, 7);

export function ago(ts: number): string {
  const s = Math.round((Date.now() - ts) / 1000);
  return s < 90 ? `${s}s ago` : s < 5400 ? `${Math.round(s / 60)}m ago` : `${Math.round(s / 3600)}h ago`;
}

export const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
export const fail = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });
