// Multi-round flow helpers for SDK 1.x: a reducer over completed steps, sealing with binding, and result shapes.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { config } from './config.js';
import { sealEnvelope, openEnvelope, EnvelopeError } from './envelope.js';

export const STATE_TTL_SECONDS = 300;

export type Flow = { step: string; completed: string[]; data: Record<string, any> };
export type Bind = { tool: string; userId: string; args?: Record<string, unknown> };

export class FlowRejected extends Error {}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical(value[k])]));
  }
  return value;
}

export function argsDigest(args: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(canonical(args))).digest('base64url');
}

export function advance(prev: Flow | undefined, step: string, patch: Record<string, any> = {}): Flow {
  if (!prev) return { step, completed: [], data: { ...patch } };
  return {
    step,
    completed: [...prev.completed, prev.step],
    data: { ...prev.data, ...patch },
  };
}

export function sealFlow(bind: Bind, flow: Flow): string {
  const now = Math.floor(Date.now() / 1000);
  return sealEnvelope({
    sub: bind.userId,
    tool: bind.tool,
    apiVersion: config.apiVersion,
    iat: now,
    exp: now + STATE_TTL_SECONDS,
    ...(bind.args ? { ad: argsDigest(bind.args) } : {}),
    flow,
  });
}

export function openFlow(raw: string, bind: Bind): Flow {
  let p;
  try {
    p = openEnvelope<any>(raw);
  } catch (err) {
    if (err instanceof EnvelopeError) throw new FlowRejected(err.message);
    throw err;
  }
  const now = Math.floor(Date.now() / 1000);
  if (p.apiVersion !== config.apiVersion) throw new FlowRejected('state from another protocol version');
  if (p.sub !== bind.userId) throw new FlowRejected('state issued to another user');
  if (p.tool !== bind.tool) throw new FlowRejected('state issued for another tool');
  if (typeof p.exp !== 'number' || p.exp <= now || p.exp - p.iat > STATE_TTL_SECONDS) throw new FlowRejected('state expired');
  if (bind.args !== undefined || p.ad !== undefined) {
    if (!bind.args || p.ad !== argsDigest(bind.args)) throw new FlowRejected('arguments differ from the confirmed ones');
  }
  return p.flow as Flow;
}

export function userOf(extra): string {
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) throw new FlowRejected('no authenticated user');
  return String(userId);
}

export function incomingState(extra): string | undefined {
  const raw = extra._meta?.requestState;
  return typeof raw === 'string' && raw.length > 0 ? raw : undefined;
}

export function answer<T = Record<string, any>>(extra, key: string): T | undefined {
  const response = extra._meta?.inputResponses?.[key];
  return response?.action === 'accept' ? (response.content as T) : undefined;
}

export function form(message: string, properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function ask(message: string, inputRequests: Record<string, unknown>, requestState: string) {
  return {
    content: [{ type: 'text', text: message }],
    resultType: 'input_required',
    inputRequests,
    _meta: { requestState },
  };
}

export function refused(text: string) {
  return { content: [{ type: 'text', text }], isError: true };
}
