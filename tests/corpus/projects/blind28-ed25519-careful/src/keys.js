import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';

/**
 * Loads the Ed25519 key that signs requestState. Fails at startup rather than
 * limping along with something weaker.
 */
export function loadSigningKeys(env = process.env) {
  const pem = env.STATE_SIGNING_KEY_PEM;
  if (!pem) {
    throw new Error('STATE_SIGNING_KEY_PEM is not set (run `npm run keygen`)');
  }
  const privateKey = createPrivateKey({ key: pem, format: 'pem' });
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(`STATE_SIGNING_KEY_PEM must be an ed25519 key, got ${privateKey.asymmetricKeyType}`);
  }
  const publicKey = createPublicKey(privateKey);
  // Key id: short fingerprint of the public key, lets us rotate keys without
  // guessing which one signed a token. Public by design.
  const kid = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64url')
    .slice(0, 11);
  return { privateKey, publicKey, kid };
}
