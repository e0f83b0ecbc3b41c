// Singleton app config that reads WMS, auth, state key and state TTL settings from the environment.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Central configuration. Values are read lazily through getters so tests can
 * patch process.env before the first access.
 */
export class AppConfig {
  private static instance?: AppConfig;

  static get(): AppConfig {
    return (AppConfig.instance ??= new AppConfig());
  }

  readonly serviceName = 'warehouse-ops';

  get port(): number {
    return Number(process.env.PORT ?? 8080);
  }

  get wmsBaseUrl(): string {
    return process.env.WMS_BASE_URL ?? 'https://wms.internal.example.com/api/v2';
  }

  get wmsClientId(): string {
    return process.env.WMS_CLIENT_ID ?? 'warehouse-ops';
  }

  get wmsClientSecret(): string {
    const secret = process.env.WMS_CLIENT_SECRET;
    if (!secret) throw new Error('WMS_CLIENT_SECRET is not set');
    return secret;
  }

  /** Seconds a pending round trip stays valid. Pickers often walk to the bin first. */
  get stateTtlSeconds(): number {
    return Number(process.env.STATE_TTL_SECONDS ?? 45 * 60);
  }

  get stateKey(): Buffer {
    const configured = process.env.WMS_STATE_KEY;
    if (configured) return Buffer.from(configured, 'base64');
    // Stable across restarts on the same box so in-flight confirmations survive a redeploy.
    return createHash('sha256').update(`${this.serviceName}@${hostname()}`).digest(); // expect-todo: no-weak-state-key
  }

  get introspectionUrl(): string {
    return process.env.OAUTH_INTROSPECTION_URL ?? 'https://auth.example.com/oauth2/introspect';
  }
}
