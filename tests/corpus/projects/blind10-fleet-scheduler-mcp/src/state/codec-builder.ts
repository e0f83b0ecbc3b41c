import { createRequestStateCodec } from '@modelcontextprotocol/server';

export type RequestStateCodec<T> = ReturnType<typeof createRequestStateCodec<T>>;

/**
 * Fluent wrapper so every server in the repo configures its codec the same way.
 */
export class StateCodecBuilder<T> {
  private key?: Uint8Array;
  private ttlSeconds = 600;

  withKey(key: string | Uint8Array): this {
    this.key = typeof key === 'string' ? new TextEncoder().encode(key) : key;
    return this;
  }

  withTtl(seconds: number): this {
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new RangeError(`invalid ttl: ${seconds}`);
    }
    this.ttlSeconds = seconds;
    return this;
  }

  build(): RequestStateCodec<T> {
    if (!this.key) {
      throw new Error('StateCodecBuilder: withKey() is required');
    }
    return createRequestStateCodec<T>({ key: this.key, ttlSeconds: this.ttlSeconds }); // expect: require-state-binding
  }
}
