export type TransportKind = 'stdio' | 'http';
export type StateCodecKind = 'sealer' | 'aead';

export interface SealKey {
  readonly id: string;
  readonly secret: Buffer;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const MIN_SECRET_BYTES = 32;

function requireEnv(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') throw new ConfigError(`${name} is not set`);
  return value.trim();
}

function decodeSecret(name: string, base64: string): Buffer {
  const secret = Buffer.from(base64, 'base64');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new ConfigError(`${name} must hold at least ${MIN_SECRET_BYTES} random bytes (openssl rand -base64 32)`);
  }
  return secret;
}

/** STATE_SEAL_KEYS="k3:<base64>,k2:<base64>": the first key seals, all of them open. */
function parseSealKeys(value: string): SealKey[] {
  return value.split(',').map((pair, index) => {
    const sep = pair.indexOf(':');
    if (sep <= 0) throw new ConfigError(`STATE_SEAL_KEYS entry ${index + 1} must look like id:base64`);
    const id = pair.slice(0, sep).trim();
    return { id, secret: decodeSecret(`STATE_SEAL_KEYS[${id}]`, pair.slice(sep + 1).trim()) };
  });
}

export class AppConfig {
  readonly transport: TransportKind;
  readonly port: number;
  readonly stateCodec: StateCodecKind;
  readonly sealKeys: readonly SealKey[];
  readonly stateMasterKey: Buffer | undefined;
  readonly dispatchApiUrl: URL;
  readonly dispatchApiKey: string;
  readonly oidcIssuer: string | undefined;
  readonly oidcAudience: string;
  /** Optional static credential for the dispatch bot (HTTP only). */
  readonly dispatchBotToken: string | undefined;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.transport = env.MCP_TRANSPORT === 'http' ? 'http' : 'stdio';
    this.port = Number.parseInt(env.PORT ?? '8787', 10);

    const codec = env.STATE_CODEC ?? 'sealer';
    if (codec !== 'sealer' && codec !== 'aead') throw new ConfigError(`STATE_CODEC must be 'sealer' or 'aead'`);
    this.stateCodec = codec;
    this.sealKeys = codec === 'sealer' ? parseSealKeys(requireEnv(env, 'STATE_SEAL_KEYS')) : [];
    this.stateMasterKey = codec === 'aead' ? decodeSecret('STATE_MASTER_KEY', requireEnv(env, 'STATE_MASTER_KEY')) : undefined;

    this.dispatchApiUrl = new URL(requireEnv(env, 'DISPATCH_API_URL'));
    this.dispatchApiKey = requireEnv(env, 'DISPATCH_API_KEY');

    this.oidcIssuer = this.transport === 'http' ? requireEnv(env, 'OIDC_ISSUER') : undefined;
    this.oidcAudience = env.OIDC_AUDIENCE ?? 'fieldops-scheduler';
    this.dispatchBotToken = env.DISPATCH_BOT_TOKEN || undefined;
    if (this.dispatchBotToken !== undefined && Buffer.byteLength(this.dispatchBotToken) < MIN_SECRET_BYTES) {
      throw new ConfigError('DISPATCH_BOT_TOKEN is too short');
    }
  }
}
