// Startup configuration. Anything missing or too weak stops the process here, before it serves.

const MIN_KEY_BYTES = 32;

function text(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** A base64 key of at least MIN_KEY_BYTES bytes, or undefined when the variable is absent. */
function keyBytes(name: string): Buffer | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new Error(`${name} must decode to at least ${MIN_KEY_BYTES} bytes (generate one with: openssl rand -base64 32)`);
  }
  return bytes;
}

const stateMasterKey = keyBytes('STATE_MASTER_KEY');
if (!stateMasterKey) throw new Error('STATE_MASTER_KEY is required');

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 8080),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080',
  oidcIssuer: text('OIDC_ISSUER'),
  oidcAudience: process.env.OIDC_AUDIENCE ?? 'sheets-export',

  /** Root secret for request-state keys. */
  stateMasterKey,
  /** Set only while rolling the master key: states it sealed keep opening until they expire. */
  stateMasterKeyPrevious: keyBytes('STATE_MASTER_KEY_PREVIOUS'),

  /** Path to the service account JSON (mounted secret), not the key itself. */
  serviceAccountFile: process.env.GOOGLE_APPLICATION_CREDENTIALS ?? '/var/run/secrets/google/service-account.json',
  sharedDriveId: text('SHARED_DRIVE_ID'),
  /** We set this on the Drive watch channel; Google echoes it in X-Goog-Channel-Token. */
  pushChannelToken: text('DRIVE_PUSH_CHANNEL_TOKEN'),
});
