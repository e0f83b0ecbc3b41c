import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { createRequire } from 'node:module';

const pkg = createRequire(import.meta.url)('../../package.json') as { name: string; version: string };

/**
 * Typed view over the environment. Getters read lazily so tests can set process.env before first use.
 */
export class Settings {
  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  get port(): number {
    return Number(this.env.PORT ?? 8080);
  }

  get crmApiUrl(): string {
    return this.env.CRM_API_URL ?? 'https://crm.internal.acme.dev/api';
  }

  get tokenExchangeUrl(): string {
    const url = this.env.TOKEN_EXCHANGE_URL;
    if (!url) throw new Error('TOKEN_EXCHANGE_URL is not set');
    return url;
  }

  get exchangeClient(): { id: string; secret: string } {
    const id = this.env.EXCHANGE_CLIENT_ID;
    const secret = this.env.EXCHANGE_CLIENT_SECRET;
    if (!id || !secret) throw new Error('EXCHANGE_CLIENT_ID / EXCHANGE_CLIENT_SECRET are not set');
    return { id, secret };
  }

  /**
   * Key for the request-state codec. Production sets CRM_STATE_KEY (base64, 32 bytes). Without it we
   * derive a stable key per machine so that `npm run dev` keeps working across restarts.
   */
  get stateKey(): Uint8Array {
    const configured = this.env.CRM_STATE_KEY;
    if (configured) return Buffer.from(configured, 'base64');
    return createHash('sha256').update(`${pkg.name}:${pkg.version}:${hostname()}`).digest();
  }

  get logLevel(): string {
    return this.env.LOG_LEVEL ?? 'info';
  }
}

export const settings = new Settings();
