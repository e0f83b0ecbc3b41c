// Loads and checks the request-state signing key from DOCS_STATE_KEY, with no fallback.
// @ts-nocheck
/**
 * Loads the request-state signing key once. The service refuses to start
 * without a real key: there is no development fallback on purpose.
 */
export class KeyProvider {
  static readonly MIN_BYTES = 32;
  #key?: Uint8Array;

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  get stateKey(): Uint8Array {
    if (!this.#key) {
      const encoded = this.env.DOCS_STATE_KEY;
      if (!encoded) {
        throw new Error('DOCS_STATE_KEY is required (base64, >= 32 random bytes; `openssl rand -base64 32`)');
      }
      const key = Buffer.from(encoded, 'base64');
      if (key.length < KeyProvider.MIN_BYTES) {
        throw new Error(`DOCS_STATE_KEY decodes to ${key.length} bytes; need at least ${KeyProvider.MIN_BYTES}`);
      }
      this.#key = key;
    }
    return this.#key;
  }
}
