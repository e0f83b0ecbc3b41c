import { deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * Compact checkpoints for long exports. Report progress can hold a few hundred ids, so it is
 * deflated; the prefix lets us change the format later.
 */
export class CheckpointCodec {
  #prefix;

  constructor(prefix = 'ck1_') {
    this.#prefix = prefix;
  }

  pack(progress) {
    const raw = Buffer.from(JSON.stringify(progress), 'utf8');
    return this.#prefix + deflateRawSync(raw).toString('base64url');
  }

  unpack(token) {
    if (typeof token !== 'string' || !token.startsWith(this.#prefix)) {
      throw new TypeError('not an export checkpoint');
    }
    const packed = Buffer.from(token.slice(this.#prefix.length), 'base64url');
    return JSON.parse(inflateRawSync(packed).toString('utf8'));
  }
}
