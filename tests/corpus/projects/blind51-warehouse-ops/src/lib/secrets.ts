// Secrets come from the environment (populated by the External Secrets operator in k8s).
// Anything shorter than 32 bytes is refused at startup rather than silently accepted.

const MIN_KEY_BYTES = 32;

function decodeSecret(name: string): Buffer {
  const encoded = process.env[name] ?? '';
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${name} must be at least ${MIN_KEY_BYTES} random bytes, base64-encoded (openssl rand -base64 32)`);
  }
  return bytes;
}

export function stateKey(): Buffer {
  return decodeSecret('WMS_STATE_KEY');
}

export function carrierWebhookSecret(): Buffer {
  return decodeSecret('CARRIER_WEBHOOK_SECRET');
}
