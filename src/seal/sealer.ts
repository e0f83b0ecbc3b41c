import { createHmac } from 'node:crypto';
import { encodeBase64url } from './base64url.js';
import { assertBinding, type StateBinding } from './binding.js';
import { canonicalJson } from './canonical-json.js';
import type { OpenResult, RefusalReason } from './open-result.js';
import { safeEqual } from './safe-equal.js';
import { KEY_ADVICE, toSealingKey, type SealingKey, type StateKey } from './sealing-key.js';
import { MAX_TOKEN_LENGTH, parseToken, readBody, signedPart, writeBody } from './token.js';

/** How long a sealed state stays valid by default: 10 minutes, as the MCP guidance asks. */
export const DEFAULT_TTL_SECONDS = 600;

const TAG_BYTES = 16;

/** Options of {@link createStateSealer}. */
export type StateSealerOptions = {
  /**
   * Secrets of at least 32 bytes each (`openssl rand -base64 32`). The first one seals; every one opens, so a key is
   * rotated by putting the new key first and dropping the old one after `ttlSeconds`.
   */
  readonly keys: readonly StateKey[];
  /** Lifetime of a sealed state in seconds; a positive finite number. Default 600 (10 minutes). */
  readonly ttlSeconds?: number;
  /** The clock, in milliseconds since the epoch, like `Date.now` (the default). Inject one in tests. */
  readonly now?: () => number;
};

/**
 * Seals request state for a second round trip and opens it again.
 *
 * A token is `v1.<key id>.<body>.<mac>`: the body is base64url JSON holding the expiry, keyed tags of the user, the
 * tool and the args (HMAC-derived, so they are not readable), and the state itself. The MAC is HMAC-SHA256 over
 * everything before the last dot.
 *
 * **The state is readable by the client** (it is only base64url): never put secrets, credentials or personal data
 * in it. It is signed, not encrypted. A token can be replayed until it expires; make the action itself idempotent or
 * record what was done if that matters.
 */
export type StateSealer = {
  /**
   * Seals JSON-serializable `state` for `binding`, valid for `ttlSeconds`.
   * The state is stored as `JSON.stringify` writes it (so `-0` opens as `0` and `undefined` properties are dropped).
   * Throws (a programmer error) on an invalid binding, non-serializable state or a token over 16 KiB.
   */
  seal(state: unknown, binding: StateBinding): string;
  /**
   * Opens a token the client sent back. Never throws for any `token`; it is refused unless it was sealed by one of
   * the keys for an equal binding and has not expired. Throws only on an invalid `binding` (a programmer error).
   */
  open<T = unknown>(token: unknown, binding: StateBinding): OpenResult<T>;
};

type Purpose = 'user' | 'tool' | 'args';

function tag(key: SealingKey, purpose: Purpose, value: string): string {
  const digest = createHmac('sha256', key.tagKey).update(`${purpose}\0`).update(Buffer.from(value, 'utf16le')).digest();
  return encodeBase64url(digest.subarray(0, TAG_BYTES));
}

function mac(key: SealingKey, signed: string): Buffer {
  return createHmac('sha256', key.macKey).update(signed, 'utf8').digest();
}

function boundArgs(binding: StateBinding): string | undefined {
  return binding.args === undefined ? undefined : canonicalJson(binding.args, 'binding.args');
}

function serializeState(state: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(state);
  } catch (error) {
    throw new TypeError(`state must be JSON-serializable: ${(error as Error).message}`, { cause: error });
  }
  if (json === undefined) throw new TypeError(`state must be JSON-serializable, not ${typeof state}`);
  return json;
}

function readKeys(keys: unknown): SealingKey[] {
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new TypeError(`createStateSealer needs { keys: [key, ...] } with at least one key; ${KEY_ADVICE}`);
  }
  const sealingKeys = keys.map((key: unknown, index) => toSealingKey(key, `createStateSealer keys[${index}]`));
  sealingKeys.forEach((key, index) => {
    const first = sealingKeys.findIndex(other => other.id === key.id);
    if (first !== index) {
      throw new TypeError(`createStateSealer keys[${index}] has the same key id as keys[${first}]; give every key its own id and secret`);
    }
  });
  return sealingKeys;
}

function readTtlMs(ttlSeconds: unknown): number {
  if (ttlSeconds === undefined) return DEFAULT_TTL_SECONDS * 1000;
  if (typeof ttlSeconds !== 'number' || !Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(
      `createStateSealer ttlSeconds must be a positive finite number of seconds, not ${String(ttlSeconds)}; ` +
        `omit it for the default of ${DEFAULT_TTL_SECONDS} (10 minutes)`,
    );
  }
  return ttlSeconds * 1000;
}

function readClock(now: unknown): () => number {
  if (now === undefined) return Date.now;
  if (typeof now !== 'function') throw new TypeError('createStateSealer now must be a function returning milliseconds, like Date.now');
  return now as () => number;
}

function refused(reason: RefusalReason): OpenResult<never> {
  return { ok: false, reason };
}

/**
 * Creates a sealer for MCP `requestState`: HMAC-signed, bound to user, tool and optionally the exact args, and
 * expiring after `ttlSeconds`. Throws at once, with a message that says how to fix it, on a missing or short key
 * (make one with `openssl rand -base64 32`), a bad `ttlSeconds` or a bad `now`.
 *
 * @example
 * ```ts
 * const sealer = createStateSealer({ keys: [process.env.STATE_KEY_NEW!, process.env.STATE_KEY_OLD!] });
 * const requestState = sealer.seal({ step: 2 }, { userId, tool: 'delete_repo', args });
 * const opened = sealer.open(request.params.requestState, { userId, tool: 'delete_repo', args });
 * if (!opened.ok) return refusal(opened.reason);
 * ```
 */
export function createStateSealer(options: StateSealerOptions): StateSealer {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`createStateSealer needs an options object { keys, ttlSeconds?, now? }; ${KEY_ADVICE}`);
  }
  const keys = readKeys(options.keys);
  const ttlMs = readTtlMs(options.ttlSeconds);
  const now = readClock(options.now);
  const keysById = new Map(keys.map(key => [key.id, key]));
  const signingKey = keys[0] as SealingKey;

  function seal(state: unknown, binding: StateBinding): string {
    assertBinding(binding);
    const args = boundArgs(binding);
    const stateJson = serializeState(state);
    const issuedAt = now();
    if (!Number.isFinite(issuedAt)) throw new TypeError(`now() must return milliseconds like Date.now(), not ${String(issuedAt)}`);
    const body = writeBody(
      {
        exp: issuedAt + ttlMs,
        user: tag(signingKey, 'user', binding.userId),
        tool: tag(signingKey, 'tool', binding.tool),
        ...(args === undefined ? {} : { args: tag(signingKey, 'args', args) }),
      },
      stateJson,
    );
    const signed = signedPart(signingKey.id, body);
    const token = `${signed}.${encodeBase64url(mac(signingKey, signed))}`;
    if (token.length > MAX_TOKEN_LENGTH) {
      throw new RangeError(
        `sealed state is ${token.length} characters, over the ${MAX_TOKEN_LENGTH} that open accepts; ` +
          'keep requestState small (ids and choices, not documents) and store the rest on the server',
      );
    }
    return token;
  }

  function open<T = unknown>(token: unknown, binding: StateBinding): OpenResult<T> {
    assertBinding(binding);
    const args = boundArgs(binding);
    if (typeof token !== 'string') return refused('malformed');
    const parts = parseToken(token);
    if (parts === undefined) return refused('malformed');
    const key = keysById.get(parts.keyId);
    if (key === undefined) return refused('key');
    if (!safeEqual(parts.mac, mac(key, parts.signed))) return refused('signature');
    const body = readBody(parts.body);
    if (body === undefined) return refused('malformed');
    if (!(now() < body.exp)) return refused('expired');
    if (!safeEqual(body.user, tag(key, 'user', binding.userId))) return refused('user');
    if (!safeEqual(body.tool, tag(key, 'tool', binding.tool))) return refused('tool');
    const expectedArgs = args === undefined ? undefined : tag(key, 'args', args);
    const argsMatch =
      body.args === undefined || expectedArgs === undefined ? body.args === expectedArgs : safeEqual(body.args, expectedArgs);
    if (!argsMatch) return refused('args');
    return { ok: true, state: body.state as T };
  }

  return Object.freeze({ seal, open });
}
