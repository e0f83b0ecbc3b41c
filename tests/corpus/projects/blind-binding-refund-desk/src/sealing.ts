// Models the refund desk's HMAC sealing helpers for requestState (sealer writes user, tool and an expiry).
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'crypto';

const REFUND_STATE_TTL_MS = 5 * 60 * 1000;

export interface RefundFlow {
  orderId: string;
  amountCents: number;
  reason?: string;
  userId: string;
  tool: string;
  exp: number;
}

function mac(body: string): Buffer {
  return createHmac('sha256', process.env.REFUND_STATE_KEY as string).update(body).digest();
}

export function sealRefundState(flow: Pick<RefundFlow, 'orderId' | 'amountCents'>, userId: string): string {
  const payload: RefundFlow = { ...flow, userId, tool: 'issue_refund', exp: Date.now() + REFUND_STATE_TTL_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body).toString('base64url')}`;
}

export function openRefundState(token: string | undefined): RefundFlow | null {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot < 1) return null;
  const body = token.slice(0, dot);
  const expected = mac(body).toString('base64url');
  const given = token.slice(dot + 1);
  if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  const flow = JSON.parse(Buffer.from(body, 'base64url').toString()) as RefundFlow;
  if (flow.exp < Math.floor(Date.now() / 1000)) return null; // expect: require-state-binding
  return flow;
}
