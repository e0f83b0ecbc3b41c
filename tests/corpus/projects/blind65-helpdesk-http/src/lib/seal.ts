// Signed continuation state for multi round-trip tool calls.
// Format: base64url(JSON envelope) "." base64url(HMAC-SHA256)
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';

export interface Binding {
  agentId: string;
  tool: string;
  /** The tool call's arguments, for confirmations of something irreversible. */
  args?: Record<string, unknown>;
}

interface Envelope<T> {
  sub: string;
  tool: string;
  argsHash: string | null;
  exp: number;
  data: T;
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

const hashArgs = (args: Record<string, unknown> | undefined): string | null =>
  args === undefined ? null : createHash('sha256').update(canonical(args)).digest('base64url');

const macOf = (body: string): string => createHmac('sha256', config.stateKey).update(body).digest('base64url');

export function signState<T>(data: T, binding: Binding): string {
  const envelope: Envelope<T> = {
    sub: binding.agentId,
    tool: binding.tool,
    argsHash: hashArgs(binding.args),
    exp: Date.now() + 60 * 60 * 1000, // expect: require-state-binding
    data,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${body}.${macOf(body)}`;
}

export function verifyState<T>(token: string, binding: Binding): T | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [body, mac] = parts;

  const given = Buffer.from(mac, 'utf8');
  const expected = Buffer.from(macOf(body), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  } catch {
    return null;
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return null;
  if (envelope.sub !== binding.agentId || envelope.tool !== binding.tool) return null;
  if (envelope.argsHash !== hashArgs(binding.args)) return null;
  return envelope.data;
}
