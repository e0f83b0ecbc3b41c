const MIN_SECRET_BYTES = 32;

/** Reads a secret from the environment; refuses to start without 32+ bytes of it. */
function fromEnv(name: string, { encoding = 'base64' }: { encoding?: BufferEncoding } = {}): Buffer {
  const bytes = Buffer.from(process.env[name] ?? '', encoding);
  if (bytes.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`${name} must hold at least ${MIN_SECRET_BYTES} bytes (openssl rand -base64 32)`);
  }
  return bytes;
}

let stateKeyBytes: Buffer | undefined;
let hookSecretBytes: Buffer | undefined;

/** requestState codec key: base64 in ATLAS_STATE_KEY, shared by every replica. */
export const stateKey = (): Buffer => (stateKeyBytes ??= fromEnv('ATLAS_STATE_KEY'));

/** Shared secret of the wiki's outgoing webhooks, as configured in its admin UI (plain text). */
export const webhookSecret = (): Buffer => (hookSecretBytes ??= fromEnv('ATLAS_WEBHOOK_SECRET', { encoding: 'utf8' }));

/** Fail fast at boot rather than on the first tool call. */
export function assertSecrets(): void {
  stateKey();
  webhookSecret();
}
