import { promisify } from 'node:util';
import { deflate, inflate } from 'node:zlib';
import { decode, encode } from '@msgpack/msgpack';
import { decrypt, encrypt } from './cipher.js';

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

// msgpack + deflate keeps the pending adjustment well under a kilobyte even with
// a long free-text reason; then it is encrypted so the client can't read it.
export async function packState(state) {
  const packed = encode(state);
  const compressed = await deflateAsync(packed, { level: 6 });
  return encrypt(compressed).toString('base64url');
}

export async function unpackState(token) {
  const sealed = Buffer.from(token, 'base64url');
  const compressed = decrypt(sealed);
  const packed = await inflateAsync(compressed);
  return decode(packed);
}
