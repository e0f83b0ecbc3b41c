import { decodeCanonicalBase64url, encodeBase64url } from './base64url.js';

/** Tokens longer than this many characters are refused as `malformed` before any cryptography. */
export const MAX_TOKEN_LENGTH = 16 * 1024;

const VERSION = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAC_LENGTH = 43; // 32 bytes of HMAC-SHA256 in unpadded base64url

/** What a token carries: expiry, keyed tags of the binding, and the readable state. */
export type SealedBody = {
  readonly exp: number;
  readonly user: string;
  readonly tool: string;
  readonly args?: string;
  readonly state: unknown;
};

/** A token split at its dots: `v1.<key id>.<body>.<mac>`. The MAC covers `signed`, every byte before the last dot. */
export type TokenParts = {
  readonly keyId: string;
  readonly body: Buffer;
  readonly signed: string;
  readonly mac: Buffer;
};

/** The signed part of a token: version, key id and base64url body. */
export function signedPart(keyId: string, body: string): string {
  return `${VERSION}.${keyId}.${encodeBase64url(Buffer.from(body, 'utf8'))}`;
}

/** Splits a token, or returns `undefined` unless every part is present and canonically encoded. */
export function parseToken(token: string): TokenParts | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, keyId, body, mac] = parts as [string, string, string, string];
  if (version !== VERSION || !KEY_ID.test(keyId) || body === '' || mac.length !== MAC_LENGTH) return undefined;
  const bodyBytes = decodeCanonicalBase64url(body);
  const macBytes = decodeCanonicalBase64url(mac);
  if (bodyBytes === undefined || macBytes === undefined) return undefined;
  return { keyId, body: bodyBytes, signed: token.slice(0, token.length - MAC_LENGTH - 1), mac: macBytes };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a verified body; `undefined` if it is not the shape `seal` writes. */
export function readBody(body: Buffer): SealedBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !Object.hasOwn(parsed, 'state')) return undefined;
  const { exp, user, tool, args } = parsed;
  if (typeof exp !== 'number' || typeof user !== 'string' || typeof tool !== 'string') return undefined;
  if (args !== undefined && typeof args !== 'string') return undefined;
  return { exp, user, tool, ...(args === undefined ? {} : { args }), state: parsed.state };
}

/** Writes the body `readBody` parses; `stateJson` is the already-serialized state. */
export function writeBody(fields: Omit<SealedBody, 'state'>, stateJson: string): string {
  const args = fields.args === undefined ? '' : `"args":${JSON.stringify(fields.args)},`;
  return `{"exp":${JSON.stringify(fields.exp)},"user":${JSON.stringify(fields.user)},"tool":${JSON.stringify(fields.tool)},${args}"state":${stateJson}}`;
}
