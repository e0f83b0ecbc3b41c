// Signed request-state codec for rollback approvals, with a MAC over the rollback arguments.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { argumentsMac, deriveStateKey } from './keys.js';

export interface RollbackPayload {
  service: string;
  targetVersion: string;
  argsMac: string;
}

export class RollbackStateCodec {
  readonly #key: Uint8Array;
  readonly #codec;

  constructor(serviceName: string, environment: string) {
    this.#key = deriveStateKey(serviceName, environment);
    this.#codec = createRequestStateCodec<RollbackPayload>({ // expect: require-state-binding
      key: this.#key,
      ttlSeconds: 60 * 60, // expect: require-state-binding
    });
  }

  get verify() {
    return this.#codec.verify;
  }

  mint(payload: RollbackPayload, ctx?: unknown): Promise<string> {
    return this.#codec.mint(payload, ctx as never);
  }

  macFor(service: string, targetVersion: string): string {
    return argumentsMac(this.#key, service, targetVersion);
  }
}
