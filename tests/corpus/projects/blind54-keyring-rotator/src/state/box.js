import sodium from 'libsodium-wrappers';
import { stateBoxKey } from './box-key.js';

// XSalsa20-Poly1305 (crypto_secretbox): the client can neither read nor change what we box.
// Token format: base64url(nonce) "." base64url(box)

const variant = () => sodium.base64_variants.URLSAFE_NO_PADDING;

export async function boxJson(value) {
  await sodium.ready;
  const key = await stateBoxKey();
  const nonce = sodium.randombytes_buf(sodium.crypto_secretbox_NONCEBYTES);
  const box = sodium.crypto_secretbox_easy(sodium.from_string(JSON.stringify(value)), nonce, key); // expect: no-weak-state-key
  return `${sodium.to_base64(nonce, variant())}.${sodium.to_base64(box, variant())}`;
}

export async function unboxJson(token) {
  await sodium.ready;
  const key = await stateBoxKey();
  const [nonce, box] = String(token).split('.');
  if (!nonce || !box) return null;
  try {
    const plain = sodium.crypto_secretbox_open_easy(
      sodium.from_base64(box, variant()),
      sodium.from_base64(nonce, variant()),
      key,
    );
    return JSON.parse(sodium.to_string(plain));
  } catch {
    // wrong key, tampered box or bad base64
    return null;
  }
}
