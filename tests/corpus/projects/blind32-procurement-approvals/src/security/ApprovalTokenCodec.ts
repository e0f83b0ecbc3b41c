import { createHash } from 'node:crypto';
import { err, ok, TokenRejectedError, type Result } from '../shared/result.js';

/** How long a user has to answer an approval prompt. */
export const APPROVAL_TOKEN_TTL_SECONDS = 10 * 60;

export interface TokenBinding {
  readonly userId: string;
  readonly tool: string;
  /** The tool arguments the answer applies to; when given, they must match again on the way back in. */
  readonly args?: Readonly<Record<string, unknown>>;
}

export interface ApprovalClaims<T> {
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
  readonly argsDigest?: string;
  readonly data: T;
}

/**
 * Turns the data a tool needs for its second round into the opaque `requestState`
 * handed to the client, and back. Two implementations: a local HMAC key, or AWS KMS.
 */
export interface ApprovalTokenCodec {
  issue<T>(data: T, binding: TokenBinding): Promise<string>;
  redeem<T>(token: string, binding: TokenBinding): Promise<Result<T, TokenRejectedError>>;
}

export const epochSeconds = (): number => Math.floor(Date.now() / 1000);

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function digestArgs(args: Readonly<Record<string, unknown>>): string {
  return createHash('sha256').update(canonicalJson(args)).digest('base64url');
}

export function buildClaims<T>(data: T, binding: TokenBinding, now: number): ApprovalClaims<T> {
  return {
    sub: binding.userId,
    tool: binding.tool,
    exp: now + APPROVAL_TOKEN_TTL_SECONDS,
    argsDigest: binding.args === undefined ? undefined : digestArgs(binding.args),
    data,
  };
}

export function checkClaims<T>(
  claims: ApprovalClaims<T>,
  binding: TokenBinding,
  now: number,
): Result<T, TokenRejectedError> {
  if (typeof claims.exp !== 'number' || claims.exp <= now) return err(new TokenRejectedError('expired'));
  if (claims.sub !== binding.userId) return err(new TokenRejectedError('user'));
  if (claims.tool !== binding.tool) return err(new TokenRejectedError('tool'));
  const expectedArgs = binding.args === undefined ? undefined : digestArgs(binding.args);
  if (claims.argsDigest !== expectedArgs) return err(new TokenRejectedError('args'));
  return ok(claims.data);
}
