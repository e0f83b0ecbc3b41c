import { box } from './setup.js';

// What a tool remembers between the two rounds of a call. Encrypted and
// authenticated by the box; bound to the user and the tool; gone after five minutes.

const AAD = 'kiln/round/v1';
const WINDOW_MS = 5 * 60 * 1000;

export interface Bind {
  sub: string;
  tool: string;
}

type Held<T> = T & Bind & { exp: number };

export function hold<T extends object>(value: T, bind: Bind): string {
  const body: Held<T> = { ...value, sub: bind.sub, tool: bind.tool, exp: Date.now() + WINDOW_MS };
  return box.seal(Buffer.from(JSON.stringify(body), 'utf8'), AAD);
}

export function resume<T extends object>(blob: unknown, bind: Bind): Held<T> | null {
  if (typeof blob !== 'string' || blob === '') return null;
  const plain = box.open(blob, AAD);
  if (!plain) return null;
  const value = JSON.parse(plain.toString('utf8')) as Held<T>;
  if (value.sub !== bind.sub || value.tool !== bind.tool) return null;
  if (typeof value.exp !== 'number' || value.exp <= Date.now()) return null;
  return value;
}

/** The user behind a call: the IdP's subject, which the verifier puts in authInfo.extra.userId. */
export function who(extra: { authInfo?: { extra?: Record<string, unknown> } }): string {
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new Error('no authenticated user on this request');
  return id;
}

export interface Params {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}
