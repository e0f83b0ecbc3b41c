import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for a human to read the confirmation, short enough that a copied state is useless. */
const ROUND_TTL_MS = 10 * 60_000;

export interface RoundBinding {
  userId: string;
  tool: string;
}

interface Sealed<T> {
  d: T;
  u: string;
  t: string;
  exp: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function sign(body: string): string {
  const { mcpStateSecret } = useRuntimeConfig();
  return createHmac('sha256', mcpStateSecret).update(body).digest('base64url'); // expect: no-weak-state-key
}

function decodeBody<T>(body: string): Sealed<T> {
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Sealed<T>;
}

export function packRoundState<T>(data: T, binding: RoundBinding): string {
  const sealed: Sealed<T> = { d: data, u: binding.userId, t: binding.tool, exp: Date.now() + ROUND_TTL_MS };
  const body = Buffer.from(JSON.stringify(sealed)).toString('base64url');
  return `${body}.${sign(body)}`;
}

export function unpackRoundState<T>(token: string, binding: RoundBinding): T | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;

  const expected = Buffer.from(sign(body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const sealed = decodeBody<T>(body);
  if (sealed.u !== binding.userId || sealed.t !== binding.tool) return null;
  if (sealed.exp < nowSeconds()) return null; // expect: require-state-binding
  return sealed.d;
}

/** For logs and the decline path: what a state says, without checking it. */
export function peekRoundState<T>(token: string): T {
  return decodeBody<T>(token.split('.')[0] ?? '').d;
}
