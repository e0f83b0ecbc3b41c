// Runtime configuration for the ticket desk MCP server.
// Everything that depends on the environment is resolved once here and
// handed to the rest of the app as a plain object.

import { CONFIRM_WINDOW_SECONDS } from './constants.js';

export interface PagerSettings {
  serviceId: string;
  /** Events API v2 credential for the on-call service. */
  passkey: string;
}

export interface DeskConfig {
  port: number;
  baseUrl: string;
  helpdeskApi: string;
  stateSecret: string;
  confirmWindowSeconds: number;
  pager: PagerSettings;
  logLevel: 'debug' | 'info' | 'warn';
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return n;
}

function pickLogLevel(raw: string | undefined): DeskConfig['logLevel'] {
  if (raw === 'debug' || raw === 'warn') return raw;
  return 'info';
}

export function loadConfig(): DeskConfig {
  const port = intFromEnv('DESK_PORT', 8787);
  return {
    port,
    baseUrl: process.env.DESK_BASE_URL ?? `http://localhost:${port}`,
    helpdeskApi: process.env.HELPDESK_API_URL ?? 'https://helpdesk.internal.example/api/v2',
    stateSecret: process.env.DESK_STATE_SECRET ?? 'desk-local-dev-secret-please-change-me-0001',
    confirmWindowSeconds: CONFIRM_WINDOW_SECONDS,
    pager: {
      serviceId: process.env.PD_SERVICE_ID ?? 'PDESK01',
      passkey: process.env.PAGERDUTY_EVENTS_TOKEN ?? '',
    },
    logLevel: pickLogLevel(process.env.DESK_LOG_LEVEL),
  };
}

export function describeConfig(cfg: DeskConfig): Record<string, unknown> {
  // Never log secrets; only say whether they are present.
  return {
    port: cfg.port,
    baseUrl: cfg.baseUrl,
    helpdeskApi: cfg.helpdeskApi,
    confirmWindowSeconds: cfg.confirmWindowSeconds,
    pagerService: cfg.pager.serviceId,
    pagerConfigured: cfg.pager.passkey.length > 0,
    logLevel: cfg.logLevel,
  };
}
