import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

// Ed25519 key for the confirmation tokens. Generated with
//   openssl genpkey -algorithm ed25519 -out state.pem
// and mounted from the secret store as SHIPYARD_STATE_KEY_PEM.
function loadSigningKey(): KeyObject {
  const pem = process.env.SHIPYARD_STATE_KEY_PEM;
  if (!pem) throw new Error('SHIPYARD_STATE_KEY_PEM is not set');
  const key = createPrivateKey({ key: pem, format: 'pem' });
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`SHIPYARD_STATE_KEY_PEM must be an Ed25519 key, got ${key.asymmetricKeyType}`);
  }
  return key;
}

export const stateSigningKey = loadSigningKey();
export const stateVerifyKey = createPublicKey(stateSigningKey);
