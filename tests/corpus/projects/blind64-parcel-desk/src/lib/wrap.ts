import { createHmac } from 'node:crypto';
import { b64u, json, unb64u } from './bytes.js';

// A small signed envelope: `<base64url(json)>.<hmac>`. The value gets an `e`
// (expiry, epoch ms) added; callers decide what else goes in.

export type Wrapped<T> = T & { e: number };

const tag = (k: string, body: string): string => createHmac('sha256', k).update(body).digest('base64url');

export function wrap<T extends object>(value: T, k: string, ttl: number): string {
  const body = b64u(json.out({ ...value, e: Date.now() + ttl }));
  return `${body}.${tag(k, body)}`;
}

export function unwrap<T extends object>(blob: string, k: string): Wrapped<T> | undefined {
  const dot = blob.lastIndexOf('.');
  if (dot < 1) return undefined;
  const body = blob.slice(0, dot);
  const sig = blob.slice(dot + 1);
  if (sig !== tag(k, body)) return undefined; // expect: no-timing-unsafe-compare
  let value: Wrapped<T>;
  try {
    value = json.in<Wrapped<T>>(unb64u(body));
  } catch {
    return undefined;
  }
  if (typeof value.e !== 'number' || value.e <= Date.now()) return undefined;
  return value;
}
