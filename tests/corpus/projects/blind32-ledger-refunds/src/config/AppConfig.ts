export type ProtectorKind = 'hmac' | 'kms';

export interface KeyRingEntry {
  readonly id: string;
  readonly secret: Buffer;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const MIN_KEY_BYTES = 32;

/**
 * STATE_KEYS="2025-06:<base64>,2025-01:<base64>" — the first entry signs, every entry verifies,
 * so a key can be rotated out once the state it sealed has expired (10 minutes).
 */
export function parseKeyRing(raw: string | undefined): KeyRingEntry[] {
  if (!raw) throw new ConfigError('STATE_KEYS is required when STATE_PROTECTOR=hmac');
  const ring = raw.split(',').map((entry) => {
    const [id, encoded] = entry.trim().split(':', 2);
    const secret = Buffer.from(encoded ?? '', 'base64');
    if (!id || secret.length < MIN_KEY_BYTES) {
      throw new ConfigError(`STATE_KEYS entry '${id ?? '?'}' must be id:base64 with at least ${MIN_KEY_BYTES} bytes`);
    }
    return { id, secret };
  });
  if (new Set(ring.map((k) => k.id)).size !== ring.length) throw new ConfigError('STATE_KEYS has duplicate key ids');
  return ring;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is required`);
  return value;
}

export class AppConfig {
  private constructor(
    readonly port: number,
    readonly databaseUrl: string,
    readonly protector: ProtectorKind,
    readonly keyRing: readonly KeyRingEntry[],
    readonly kmsKeyArn: string | undefined,
    readonly awsRegion: string | undefined,
    readonly ledgerApiUrl: URL,
    readonly ledgerApiKey: string,
    readonly oidcIssuer: string,
    readonly oidcAudience: string,
  ) {}

  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const protector = env.STATE_PROTECTOR ?? 'hmac';
    if (protector !== 'hmac' && protector !== 'kms') throw new ConfigError(`Unknown STATE_PROTECTOR '${protector}'`);

    return new AppConfig(
      Number(env.PORT ?? 8080),
      required(env, 'DATABASE_URL'),
      protector,
      protector === 'hmac' ? parseKeyRing(env.STATE_KEYS) : [],
      protector === 'kms' ? required(env, 'STATE_KMS_KEY_ARN') : undefined,
      env.AWS_REGION,
      new URL(required(env, 'LEDGER_API_URL')),
      required(env, 'LEDGER_API_KEY'),
      required(env, 'OIDC_ISSUER'),
      env.OIDC_AUDIENCE ?? 'ledger-refunds',
    );
  }
}
