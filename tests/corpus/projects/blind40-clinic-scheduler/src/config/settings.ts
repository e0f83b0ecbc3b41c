import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import pkg from '../../package.json' with { type: 'json' };

export interface Settings {
  port: number;
  ehrBaseUrl: string;
  introspectionUrl: string;
  /** Static credential of the front-desk kiosk, which has no interactive login. */
  kioskServiceToken?: string;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  if (!env.EHR_BASE_URL || !env.INTROSPECTION_URL) {
    throw new Error('EHR_BASE_URL and INTROSPECTION_URL are required');
  }
  return {
    port: Number(env.PORT ?? 8080),
    ehrBaseUrl: env.EHR_BASE_URL,
    introspectionUrl: env.INTROSPECTION_URL,
    kioskServiceToken: env.KIOSK_SERVICE_TOKEN,
  };
}

/**
 * Key for the request-state codec. Production sets CLINIC_STATE_KEY (base64, 32 bytes);
 * elsewhere a stable per-machine key keeps in-flight bookings valid across restarts.
 */
export function loadStateKey(): Buffer {
  const configured = process.env.CLINIC_STATE_KEY;
  if (configured) return Buffer.from(configured, 'base64');
  return createHash('sha256').update(`${pkg.name}/${pkg.version}@${hostname()}`).digest();
}
