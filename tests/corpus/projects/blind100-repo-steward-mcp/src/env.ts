// Typed environment for repo-steward: forge endpoints, identity settings and the request-state key.
// @ts-nocheck

export interface StewardEnv {
  readonly port: number;
  readonly databaseUrl: string;
  readonly forge: {
    readonly apiUrl: string;
    readonly serviceToken: string;
    readonly webhookSecret: Buffer;
  };
  readonly identity: {
    readonly issuer: string;
    readonly audience: string;
  };
  readonly stateKey: Uint8Array;
  readonly stateTtlSeconds: number;
}

const MIN_KEY_BYTES = 32;

function must(name: string): string {
  const v = process.env[name];
  if (v === undefined || v === "") {
    throw new Error(`environment variable ${name} is required`);
  }
  return v;
}

function randomKeyFromEnv(name: string): Buffer {
  const encoded = process.env[name] ?? "";
  const key = Buffer.from(encoded, "base64");
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${name} must hold at least ${MIN_KEY_BYTES} random bytes, base64-encoded`);
  }
  return key;
}

export const env = {
  port: Number(process.env.PORT ?? "7410"),
  databaseUrl: must("STEWARD_DATABASE_URL"),
  forge: {
    apiUrl: must("FORGE_API_URL").replace(/\/+$/, ""),
    serviceToken: must("FORGE_SERVICE_TOKEN"),
    webhookSecret: randomKeyFromEnv("FORGE_WEBHOOK_SECRET"),
  },
  identity: {
    issuer: must("OIDC_ISSUER"),
    audience: process.env.OIDC_AUDIENCE ?? "repo-steward",
  },
  stateKey: randomKeyFromEnv("STEWARD_STATE_KEY"),
  stateTtlSeconds: 300,
} satisfies StewardEnv;
