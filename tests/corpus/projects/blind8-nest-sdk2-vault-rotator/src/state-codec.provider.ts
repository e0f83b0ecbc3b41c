import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { Provider } from '@nestjs/common';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export interface RotationState {
  path: string;
  step: 'confirm';
  version: number;
  vaultToken: string;
}

export const STATE_CODEC = Symbol('STATE_CODEC');

export const stateCodecProvider: Provider = {
  provide: STATE_CODEC,
  useFactory: () => {
    // Single pod per environment, so a host-derived key is stable enough.
    const key = createHash('sha256').update(`${hostname()}:${process.pid}:vault-rotator`).digest();
    return createRequestStateCodec<RotationState>({ // expect: require-state-binding
      key, // expect: no-weak-state-key
      ttlSeconds: 60 * 60, // expect: require-state-binding
    });
  },
};
