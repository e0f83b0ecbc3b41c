// Application settings for the ledger reconciliation server, read once from the environment.
// @ts-nocheck
function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

function key32(env: NodeJS.ProcessEnv, name: string): Buffer {
  const raw = Buffer.from(need(env, name), 'base64');
  if (raw.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return raw;
}

export class Settings {
  static #instance: Settings | undefined;

  static get current(): Settings {
    Settings.#instance ??= new Settings(process.env);
    return Settings.#instance;
  }

  readonly port: number;
  readonly databaseUrl: string;
  readonly issuer: string;
  readonly audience: string;
  readonly bankFeedUrl: string;
  readonly stateSigningKey: Uint8Array;
  readonly stateLegacyKey: Buffer | undefined;
  readonly draftCipherKey: Buffer;

  private constructor(env: NodeJS.ProcessEnv) {
    this.port = Number(env.PORT ?? 7410);
    this.databaseUrl = need(env, 'DATABASE_URL');
    this.issuer = need(env, 'OIDC_ISSUER');
    this.audience = env.OIDC_AUDIENCE ?? 'ledger-api';
    this.bankFeedUrl = env.BANK_FEED_URL ?? 'https://api.bankfeeds.example';
    this.stateSigningKey = new Uint8Array(key32(env, 'LEDGER_STATE_SIGNING_KEY'));
    this.stateLegacyKey = env.LEDGER_STATE_LEGACY_KEY ? key32(env, 'LEDGER_STATE_LEGACY_KEY') : undefined;
    this.draftCipherKey = key32(env, 'LEDGER_DRAFT_KEY');
  }
}
