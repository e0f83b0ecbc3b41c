import { createHash } from 'node:crypto';
import { failure, success, StateRejected, type Result } from '../shared/result.js';

export const STATE_TTL_SECONDS = 600;

export interface StateBinding {
  readonly userId: string;
  readonly tool: string;
  /** The tool call's arguments; the state only opens for a call with the same ones. */
  readonly args: Readonly<Record<string, unknown>>;
}

/** What is signed. `exp` is in seconds since the epoch. */
export interface SealedEnvelope<T> {
  readonly v: 1;
  readonly sub: string;
  readonly tool: string;
  readonly args: string;
  readonly exp: number;
  readonly data: T;
}

export interface StateProtector {
  seal<T>(data: T, binding: StateBinding): Promise<string>;
  open<T>(token: string, binding: StateBinding): Promise<Result<T, StateRejected>>;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const argsFingerprint = (args: Readonly<Record<string, unknown>>): string =>
  createHash('sha256').update(canonical(args)).digest('base64url');

export function envelopeFor<T>(data: T, binding: StateBinding, now: number): SealedEnvelope<T> {
  return {
    v: 1,
    sub: binding.userId,
    tool: binding.tool,
    args: argsFingerprint(binding.args),
    exp: now + STATE_TTL_SECONDS,
    data,
  };
}

/** Runs after the signature check: is this envelope for this user, this tool, these arguments, now? */
export function checkEnvelope<T>(
  envelope: SealedEnvelope<T>,
  binding: StateBinding,
  now: number,
): Result<T, StateRejected> {
  if (envelope.v !== 1) return failure(new StateRejected('malformed'));
  if (typeof envelope.exp !== 'number' || envelope.exp <= now) return failure(new StateRejected('expired'));
  if (envelope.sub !== binding.userId) return failure(new StateRejected('user'));
  if (envelope.tool !== binding.tool) return failure(new StateRejected('tool'));
  if (envelope.args !== argsFingerprint(binding.args)) return failure(new StateRejected('args'));
  return success(envelope.data);
}

/** Rejects a base64url string that is not the canonical encoding of its bytes. */
export function decodeCanonical(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}
