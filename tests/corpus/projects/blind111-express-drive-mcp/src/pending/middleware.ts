// Express middleware that redeems a tool call's pending-call handle for the same user, tool and arguments.
// @ts-nocheck
import type { NextFunction, Request, Response } from 'express';
import { hashArgs, pendingStore, type PendingCall } from './store.js';

const HANDLE_RE = /^[A-Za-z0-9_-]{43}$/;

export interface RoundTripExtra {
  userId: string;
  inputResponses: Record<string, { action: string; content?: Record<string, unknown> }>;
  pending?: PendingCall;
}

function invalid(res: Response, id: unknown) {
  res.json({ jsonrpc: '2.0', id: id ?? null, error: { code: -32602, message: 'Invalid or expired requestState' } });
}

/**
 * Redeems the requestState handle of a tools/call retry before the MCP
 * transport sees the request. The record must belong to this user, this tool
 * and these exact arguments.
 */
export function redeemPending() {
  return (req: Request, res: Response, next: NextFunction) => {
    const msg = req.body;
    if (msg?.method !== 'tools/call' || !req.auth) return next();
    const extra = req.auth.extra as RoundTripExtra;
    extra.inputResponses = msg.params?.inputResponses ?? {};

    const handle = msg.params?.requestState;
    if (handle === undefined) return next();
    if (typeof handle !== 'string' || !HANDLE_RE.test(handle)) return invalid(res, msg.id);

    const record = pendingStore.take(handle);
    if (!record) return invalid(res, msg.id);
    if (record.userId !== extra.userId || record.tool !== msg.params.name) return invalid(res, msg.id);
    if (record.argsHash !== hashArgs(record.tool, msg.params.arguments ?? {})) return invalid(res, msg.id);

    extra.pending = record;
    return next();
  };
}
