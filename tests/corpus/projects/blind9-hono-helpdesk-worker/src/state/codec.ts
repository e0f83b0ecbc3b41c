import { createRequestStateCodec } from '@modelcontextprotocol/server';

export interface StateCodec<T> {
  mint(payload: T, ctx?: unknown): Promise<string>;
  verify(state: string, ctx: unknown): Promise<T>;
}

const encoder = new TextEncoder();

/**
 * One codec per payload type. The SDK takes care of the HMAC, the expiry and the
 * wire format, so tools only ever deal with plain objects.
 */
export function makeStateCodec<T>(secret: string, ttlSeconds: number): StateCodec<T> {
  return createRequestStateCodec<T>({ key: encoder.encode(secret), ttlSeconds }); // expect: require-state-binding
}
