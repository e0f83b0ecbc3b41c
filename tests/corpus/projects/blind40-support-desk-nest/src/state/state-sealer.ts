import { createHash } from 'node:crypto';
import type { ConfigService } from '@nestjs/config';

/** The reference's limit: a state is for the next round of one call, minutes away. */
export const STATE_TTL_SECONDS = 600;

export interface StateBinding {
  userId: string;
  tool: string;
  /** The exact tool arguments, for anything that changes data. */
  args?: Record<string, unknown>;
}

export type Opened<T> = { ok: true; state: T } | { ok: false; reason: string };

/**
 * Injection token and contract in one: AppModule decides which implementation backs it.
 * Both sign, bind user + tool (+ args when given), and expire after STATE_TTL_SECONDS.
 */
export abstract class StateSealer {
  abstract seal<T extends object>(state: T, binding: StateBinding): Promise<string>;
  abstract open<T>(token: string, binding: StateBinding): Promise<Opened<T>>;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Fingerprint of the arguments a confirmation was given for. Public data, so a plain hash. */
export function argsDigest(args: Record<string, unknown> | undefined): string {
  return args ? createHash('sha256').update(canonical(args)).digest('base64url') : '-';
}

/** Reads a base64 secret and refuses to start with fewer than `minBytes` bytes. */
export function secretBytes(config: ConfigService, name = 'STATE_JWT_SECRET', minBytes = 32): Buffer {
  const bytes = Buffer.from(config.getOrThrow<string>(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must hold at least ${minBytes} random bytes (base64)`);
  return bytes;
}

/** STATE_KEYS="2026-07:<base64>,2026-04:<base64>" - the first entry signs, all of them open. */
export function stateKeyRing(config: ConfigService): Array<{ id: string; secret: Buffer }> {
  return config
    .getOrThrow<string>('STATE_KEYS')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id, material] = entry.split(':');
      const secret = Buffer.from(material ?? '', 'base64');
      if (!id || secret.length < 32) throw new Error(`STATE_KEYS entry "${id ?? '?'}" needs an id and 32+ bytes`);
      return { id, secret };
    });
}
