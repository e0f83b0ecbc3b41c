import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

// Request state is signed with Ed25519 (see state/envelope.ts). The private key
// comes from the deployment's secret store as base64 PKCS#8 DER (`npm run keygen`).
// During a rotation the previous key's *public* half stays around for one TTL so
// that in-flight confirmations still open.

function privateFromDer(base64: string): KeyObject {
  const key = createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('state signing key must be Ed25519');
  return key;
}

function publicFromDer(base64: string): KeyObject {
  const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('previous state key must be Ed25519');
  return key;
}

// Key ids are a truncated SPKI thumbprint: derived from the public key only.
function kidOf(publicKey: KeyObject): string {
  const spki = publicKey.export({ format: 'der', type: 'spki' });
  return createHash('sha256').update(spki).digest('base64url').slice(0, 16);
}

const configured = process.env.ATLAS_STATE_ED25519_PKCS8;
if (!configured) throw new Error('ATLAS_STATE_ED25519_PKCS8 is not set');

export const signingKey = privateFromDer(configured);
const signingPublic = createPublicKey(signingKey);
export const signingKid = kidOf(signingPublic);

const verifying = new Map<string, KeyObject>([[signingKid, signingPublic]]);
const previous = process.env.ATLAS_STATE_PREVIOUS_SPKI;
if (previous) {
  const key = publicFromDer(previous);
  verifying.set(kidOf(key), key);
}

export function verifyingKey(kid: string | undefined): KeyObject | undefined {
  return kid === undefined ? undefined : verifying.get(kid);
}
