import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { base32 } from 'rfc4648';
import { workOrderStateKey } from '../secrets.js';

// token = base32( header[8] | iv[12] | tag[16] | ciphertext )
//
// header: u8 version, u8 flags, u16 reserved, u32 expiry (unix seconds), big-endian.
// AAD:    header | userId | 0x00 | tool
//
// The user and the tool are not on the wire at all: they go into the AAD, so a
// token minted for another user or another tool fails the GCM tag check. The
// header is in the AAD too, so its expiry cannot be edited either.
// (base32 because the field app's QR hand-off only does the alphanumeric set.)
const VERSION = 3;
const HEADER_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function makeHeader(expiresAt) {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  view.setUint8(0, VERSION);
  view.setUint8(1, 0);
  view.setUint16(2, 0);
  view.setUint32(4, expiresAt);
  return header;
}

function additionalData(header, { userId, tool }) {
  if (!userId || !tool) throw new Error('state binding needs userId and tool');
  return Buffer.concat([header, Buffer.from(userId, 'utf8'), Buffer.from([0]), Buffer.from(tool, 'utf8')]);
}

export function sealBytes(plain, binding, ttlSeconds) {
  const header = makeHeader(Math.floor(Date.now() / 1000) + ttlSeconds);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', workOrderStateKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(header, binding));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return base32.stringify(Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]), { pad: false });
}

export function openBytes(token, binding) {
  let bytes;
  try {
    // loose: accept the unpadded, possibly lower-cased form the QR hand-off produces
    bytes = Buffer.from(base32.parse(token, { loose: true }));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (bytes.length < HEADER_BYTES + IV_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };

  const header = bytes.subarray(0, HEADER_BYTES);
  const iv = bytes.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
  const tag = bytes.subarray(HEADER_BYTES + IV_BYTES, HEADER_BYTES + IV_BYTES + TAG_BYTES);
  const ciphertext = bytes.subarray(HEADER_BYTES + IV_BYTES + TAG_BYTES);

  let plain;
  try {
    const decipher = createDecipheriv('aes-256-gcm', workOrderStateKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    decipher.setAAD(additionalData(header, binding));
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return { ok: false, reason: 'signature' };
  }

  // Only now, with the tag checked, is the header ours.
  const view = new DataView(header.buffer, header.byteOffset, HEADER_BYTES);
  if (view.getUint8(0) !== VERSION) return { ok: false, reason: 'malformed' };
  if (view.getUint32(4) <= Math.floor(Date.now() / 1000)) return { ok: false, reason: 'expired' };
  return { ok: true, plain };
}
