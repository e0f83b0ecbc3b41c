// Request-state codec interface and a versioned base64url JSON implementation.
// @ts-nocheck
/**
 * Request state is opaque to the client, so all we need is a compact,
 * URL-safe representation that survives the round trip.
 */
export interface StateCodec<T> {
  encode(value: T): string;
  decode(raw: string): T;
}

export class JsonBase64Codec<T> implements StateCodec<T> {
  encode(value: T): string {
    return Buffer.from(JSON.stringify({ v: 1, d: value }), 'utf8').toString('base64url');
  }

  decode(raw: string): T {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (parsed?.v !== 1) throw new Error('unsupported state version');
    return parsed.d as T;
  }
}
