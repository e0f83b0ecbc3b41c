import { FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

export const STATE_KEY = Symbol('STATE_KEY');

const MIN_KEY_BYTES = 32;

/**
 * HS256 key for requestState tokens. Generated with `openssl rand -base64 48`
 * and delivered through the secret store; the app refuses to boot without it.
 */
export const stateKeyProvider: FactoryProvider<Uint8Array> = {
  provide: STATE_KEY,
  inject: [ConfigService],
  useFactory: (config: ConfigService): Uint8Array => {
    const encoded = config.getOrThrow<string>('CLAIMS_STATE_KEY');
    const key = Buffer.from(encoded, 'base64');
    if (key.length < MIN_KEY_BYTES) {
      throw new Error(`CLAIMS_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes, got ${key.length}`);
    }
    return new Uint8Array(key);
  },
};
