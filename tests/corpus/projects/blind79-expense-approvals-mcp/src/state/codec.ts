// Request-state codec for the expense wizards, plus the upgrade of payloads minted by earlier releases.
// @ts-nocheck

import { createHash } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export const STATE_TTL_SECONDS = 600;
export const PAYLOAD_VERSION = 3;

export interface ReportLine {
  receiptId: string;
  category: string;
  projectCode?: string;
}

export interface WizardPayload {
  v: 3;
  tool: string;
  sub: string;
  step: string;
  apiVersion: string;
  receiptIds?: string[];
  nextPageToken?: string | null;
  lines?: ReportLine[];
  approverId?: string;
  argsDigest?: string;
  reasonCategory?: string;
  financeTicket?: string;
}

export class StateMismatch extends Error {}

export function callerId(ctx): string | undefined {
  const id = ctx?.http?.authInfo?.extra?.userId;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

export function makeStateCodec(key: Uint8Array) {
  if (key.length < 32) throw new Error('state key must be at least 32 bytes');
  return createRequestStateCodec<WizardPayload>({
    key,
    ttlSeconds: STATE_TTL_SECONDS,
    bind: (ctx) => {
      const userId = callerId(ctx);
      if (!userId) throw new Error('request state needs an authenticated caller');
      return `user:${userId}`;
    },
  });
}

// v1 (2.x releases): { t: tool, u: user, r: receiptIds, c: { [receiptId]: category } }
function fromV1(p: any) {
  return {
    v: 2,
    tool: p.t,
    sub: p.u,
    step: p.c ? 'approver' : 'categorize',
    receiptIds: p.r ?? [],
    lines: Object.entries(p.c ?? {}).map(([receiptId, category]) => ({ receiptId, category })),
  };
}

// v2 (3.0.x): same fields as v3 but without the approvals API version pin.
function fromV2(p: any) {
  return { ...p, v: 3, apiVersion: '2024-09-15' };
}

export function upgradePayload(verified: any, toolName: string, userId: string): WizardPayload {
  let p = verified;
  if (p && p.v === undefined) p = fromV1(p);
  if (p && p.v === 2) p = fromV2(p);
  if (!p || p.v !== PAYLOAD_VERSION) throw new StateMismatch('unsupported state version');
  if (p.tool !== toolName) throw new StateMismatch('state was issued for another tool');
  if (p.sub !== userId) throw new StateMismatch('state was issued to another user');
  return p as WizardPayload;
}

export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}
