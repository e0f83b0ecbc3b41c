// Loads runtime configuration for the fleet dispatch server from environment variables and mounted secret files.
// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs';

function readSecretFile(path?: string): string | undefined {
  if (!path || !existsSync(path)) return undefined;
  const value = readFileSync(path, 'utf8').trim();
  return value.length > 0 ? value : undefined;
}

export interface DispatchConfig {
  port: number;
  logLevel: string;
  databaseUrl: string;
  identityUrl: string;
  introspectionClient: { id: string; secret: string | undefined };
  rosterUrl: string;
  stateSecret: string;
}

class ConfigLoader {
  #env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.#env = env;
  }

  get port(): number {
    return Number.parseInt(this.#env.PORT ?? '8787', 10);
  }

  get logLevel(): string {
    return this.#env.LOG_LEVEL ?? 'info';
  }

  get databaseUrl(): string {
    const url = this.#env.DATABASE_URL ?? readSecretFile(this.#env.DATABASE_URL_FILE);
    if (!url) throw new Error('DATABASE_URL or DATABASE_URL_FILE must be set');
    return url;
  }

  get identityUrl(): string {
    return this.#env.IDENTITY_URL ?? 'https://identity.fleet.internal';
  }

  get introspectionClient() {
    return {
      id: this.#env.INTROSPECTION_CLIENT_ID ?? 'fleet-dispatch-mcp',
      secret: readSecretFile(this.#env.INTROSPECTION_SECRET_FILE) ?? this.#env.INTROSPECTION_SECRET,
    };
  }

  get rosterUrl(): string {
    return this.#env.ROSTER_URL ?? 'https://roster.fleet.internal/api/v2';
  }

  get stateSecret(): string {
    return this.#env.DISPATCH_STATE_SECRET ?? readSecretFile(this.#env.DISPATCH_STATE_SECRET_FILE) ?? 'fleet-dispatch/progress-signing/2024';
  }

  load(): DispatchConfig {
    return Object.freeze({
      port: this.port,
      logLevel: this.logLevel,
      databaseUrl: this.databaseUrl,
      identityUrl: this.identityUrl,
      introspectionClient: this.introspectionClient,
      rosterUrl: this.rosterUrl,
      stateSecret: this.stateSecret,
    });
  }
}

export const config: DispatchConfig = new ConfigLoader().load();
