// Generic HMAC sealing used by both payment flows; the payout flow writes exp in seconds.
// @ts-nocheck
import { createHash, createHmac } from 'node:crypto';
import { isPast } from './clock';

export const digestArgs = (args: unknown): string => createHash('sha256').update(JSON.stringify(args)).digest('hex');

function tag(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

export function seal(key: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${tag(key, body).toString('base64url')}`;
}

function verified(key: Buffer, sealed: string): any | null {
  const [body, mac] = String(sealed).split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(tag(key, body).toString('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length) return null;
  if (Buffer.compare(given, expected) !== 0) return null; // expect: no-timing-unsafe-compare
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export function sealPayout(key: Buffer, payload: object, userId: string): string {
  return seal(key, { ...payload, userId, tool: 'confirm_payout', exp: Math.floor(Date.now() / 1000) + 600 });
}

export function openPayout(key: Buffer, sealed: string, userId: string) {
  const state = verified(key, sealed);
  if (!state || state.userId !== userId || state.tool !== 'confirm_payout') return null;
  return isPast(state.exp) ? null : state; // expect: require-state-binding
}

export function sealRefund(key: Buffer, payload: object, userId: string): string {
  return seal(key, { ...payload, userId, tool: 'refund_charge', exp: Math.floor(Date.now() / 1000) + 600 });
}

export function openRefund(key: Buffer, sealed: string, userId: string) {
  const state = verified(key, sealed);
  if (!state || state.userId !== userId || state.tool !== 'refund_charge') return null;
  return state.exp * 1000 <= Date.now() ? null : state;
}
