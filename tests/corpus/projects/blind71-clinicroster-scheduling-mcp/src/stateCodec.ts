// Per-clinic requestState codecs: HKDF keys from the master secret, bound to clinic and staff member.
// @ts-nocheck
import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

export const STATE_API_VERSION = '2025-06';
const STATE_TTL_SECONDS = 300;
const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

export interface Principal {
  clinicId: string;
  staffId: string;
  scopes: string[];
}

export function principal(ctx): Principal {
  const auth = ctx?.http?.authInfo;
  const extra = auth?.extra;
  if (typeof extra?.clinicId !== 'string' || typeof extra?.staffId !== 'string') {
    throw new Error('an authenticated clinic staff member is required');
  }
  return { clinicId: extra.clinicId, staffId: extra.staffId, scopes: auth.scopes ?? [] };
}

function clinicStateKey(clinicId: string): Buffer {
  const info = Buffer.from(`clinicroster/request-state/v1/${clinicId}`, 'utf8');
  return Buffer.from(hkdfSync('sha256', config.stateMasterKey, config.stateKeySalt, info, 32));
}

export function codecForClinic(clinicId: string) {
  let codec = codecs.get(clinicId);
  if (!codec) {
    codec = createRequestStateCodec({
      key: clinicStateKey(clinicId),
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => {
        const p = principal(ctx);
        return `${p.clinicId}\u0000${p.staffId}`;
      },
    });
    codecs.set(clinicId, codec);
  }
  return codec;
}

export function verifyState(state: string, ctx) {
  return codecForClinic(principal(ctx).clinicId).verify(state, ctx);
}

export function mintState(payload: Record<string, unknown>, ctx) {
  return codecForClinic(principal(ctx).clinicId).mint({ apiVersion: STATE_API_VERSION, ...payload }, ctx);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function argsDigest(tool: string, args: Record<string, unknown>): string {
  return createHash('sha256').update(`${tool}\n${canonical(args)}`).digest('base64url');
}

export function digestMatches(fromState: unknown, current: string): boolean {
  if (typeof fromState !== 'string') return false;
  const a = Buffer.from(fromState);
  const b = Buffer.from(current);
  return a.length === b.length && timingSafeEqual(a, b);
}
