import { createHash } from 'node:crypto';
import { err, ok, Result } from 'neverthrow';
import { expiresAfter, nowSeconds } from '../clock.js';
import { STATE_KEY } from '../env.js';
import { macOf, sameMac } from './mac.js';

export const ROUND_TTL_SECONDS = 600;

export interface RoundBinding {
  readonly userId: string;
  readonly tool: string;
  readonly args?: unknown;
}

export type RoundRefusal = 'malformed' | 'signature' | 'expired' | 'user' | 'tool' | 'args';

interface Sealed<T> {
  readonly v: 1;
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
  readonly ad: string | null;
  readonly data: T;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

// A digest of the call's own arguments (public data, not a secret), so one approval cannot be
// replayed with other arguments.
export const argsDigest = (args: unknown): string | null =>
  args === undefined ? null : createHash('sha256').update(canonical(args)).digest('base64url');

const parseSealed = Result.fromThrowable(
  (body: string) => JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Sealed<unknown>,
  (): RoundRefusal => 'malformed',
);

const checkBinding =
  (binding: RoundBinding) =>
  (sealed: Sealed<unknown>): Result<unknown, RoundRefusal> => {
    if (sealed.v !== 1) return err('malformed');
    if (typeof sealed.exp !== 'number' || sealed.exp <= nowSeconds()) return err('expired');
    if (sealed.sub !== binding.userId) return err('user');
    if (sealed.tool !== binding.tool) return err('tool');
    if (sealed.ad !== argsDigest(binding.args)) return err('args');
    return ok(sealed.data);
  };

// makeRoundSealer(key).seal(binding)(data) / .open(binding)(token)
export const makeRoundSealer = (key: Buffer) => {
  const mac = macOf(key);

  const seal =
    (binding: RoundBinding) =>
    <T>(data: T): string => {
      const sealed: Sealed<T> = {
        v: 1,
        sub: binding.userId,
        tool: binding.tool,
        exp: expiresAfter(ROUND_TTL_SECONDS),
        ad: argsDigest(binding.args),
        data,
      };
      const body = Buffer.from(JSON.stringify(sealed), 'utf8').toString('base64url');
      return `${body}.${mac(body)}`;
    };

  const open =
    (binding: RoundBinding) =>
    <T>(token: string): Result<T, RoundRefusal> => {
      const [body, tag, ...rest] = token.split('.');
      if (!body || !tag || rest.length > 0) return err('malformed');
      if (!sameMac(tag, mac(body))) return err('signature');
      return parseSealed(body)
        .andThen(checkBinding(binding))
        .map((data) => data as T);
    };

  return { seal, open } as const;
};

export const rounds = makeRoundSealer(STATE_KEY);
