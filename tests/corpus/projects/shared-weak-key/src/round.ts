// TypeScript variant of the same helpers for the newer tools: one key constant, one sign function used to seal and to verify.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

const STATE_KEY = process.env.INVENTORY_STATE_KEY || 'dev-inventory-key';

const sign = (body: string): string => createHmac('sha256', STATE_KEY).update(body).digest('base64url'); // expect: no-weak-state-key

export function sealStock(state: object, userId: string, tool: string): string {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');
  return `${body}.${sign(body)}`;
}

export function openStock(token: string, userId: string, tool: string): Record<string, unknown> | null {
  const [body, mac] = token.split('.');
  const expected = sign(body ?? '');
  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}

const AUDIT_KEY = process.env.INVENTORY_AUDIT_KEY || 'dev-audit-key';

export function auditSeal(state: object, userId: string, tool: string): string {
  const body = Buffer.from(JSON.stringify({ ...state, userId, tool, exp: Date.now() + 600_000 })).toString('base64url');
  return `${body}.${createHmac('sha256', AUDIT_KEY).update(body).digest('base64url')}`; // expect: no-weak-state-key
}

export function auditOpen(token: string, userId: string, tool: string): Record<string, unknown> | null {
  const [body, mac] = token.split('.');
  const expected = createHmac('sha256', AUDIT_KEY).update(body ?? '').digest('base64url');
  if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state.userId === userId && state.tool === tool && state.exp > Date.now() ? state : null;
}
