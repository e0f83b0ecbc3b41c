// The 4.1 continuation format ("L1"), kept so that 4.2 can read what 4.1 pods minted during the rollout
// and so LEDGER_STATE_FORMAT=legacy can mint it again if we have to roll back. Signed with its own key,
// bound to user, tool and arguments, ten minutes like the new format.
import { createHmac } from 'node:crypto';
import { safeEqual } from 'eslint-plugin-mcp-state/seal';
import { canonicalJson } from '../lib/util.js';

export interface StateBinding {
  userId: string;
  tool: string;
  args?: unknown;
}

export type Opened<T> = { ok: true; state: T } | { ok: false; reason: string };

const PREFIX = 'L1.';
const LEGACY_TTL_MS = 10 * 60 * 1000;

let legacyKeyBytes: Buffer | undefined;

function legacyKey(): Buffer {
  if (legacyKeyBytes) return legacyKeyBytes;
  const raw = process.env.LEDGER_LEGACY_STATE_KEY;
  if (!raw) throw new Error('LEDGER_LEGACY_STATE_KEY must be set while the L1 state format is in use');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('LEDGER_LEGACY_STATE_KEY must decode to at least 32 bytes');
  legacyKeyBytes = key;
  return key;
}

const tagOf = (body: string) => createHmac('sha256', legacyKey()).update(PREFIX).update(body).digest('base64url');

const argsDigest = (args: unknown) => (args === undefined ? null : canonicalJson(args));

export const isLegacyToken = (token: string) => token.startsWith(PREFIX);

export function sealLegacyState(payload: object, binding: StateBinding): string {
  const envelope = {
    p: payload,
    userId: binding.userId,
    tool: binding.tool,
    args: argsDigest(binding.args),
    exp: Date.now() + LEGACY_TTL_MS,
  };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${PREFIX}${body}.${tagOf(body)}`;
}

export function openLegacyState<T>(token: string, binding: StateBinding): Opened<T> {
  const [body, tag, ...rest] = token.slice(PREFIX.length).split('.');
  if (!body || !tag || rest.length > 0) return { ok: false, reason: 'malformed' };
  // Compare the encoded tag, not decoded bytes: base64url's last character has spare bits.
  if (!safeEqual(tag, tagOf(body))) return { ok: false, reason: 'signature' };

  let envelope: { p: T; userId: string; tool: string; args: string | null; exp: number };
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) return { ok: false, reason: 'expired' };
  if (envelope.userId !== binding.userId) return { ok: false, reason: 'user' };
  if (envelope.tool !== binding.tool) return { ok: false, reason: 'tool' };
  if (envelope.args !== argsDigest(binding.args)) return { ok: false, reason: 'args' };
  return { ok: true, state: envelope.p };
}
