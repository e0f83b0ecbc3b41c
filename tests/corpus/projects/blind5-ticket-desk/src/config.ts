import 'dotenv/config';

export interface HelpdeskConfig {
  baseUrl: string;
  timeoutMs: number;
  defaultQueue: string;
}

export interface DeskConfig {
  port: number;
  publicUrl: string;
  helpdesk: HelpdeskConfig;
  state: {
    key: string;
    ttlMs: number;
  };
  auth: {
    introspectionUrl: string;
    audience: string;
  };
  maxAttachmentBytes: number;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

let cached: DeskConfig | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DeskConfig {
  if (cached) return cached;

  cached = {
    port: intFrom(env.PORT, 3000),
    publicUrl: env.PUBLIC_URL ?? 'http://localhost:3000',
    helpdesk: {
      baseUrl: env.HELPDESK_URL ?? 'https://helpdesk.internal.example.com/api/v2',
      timeoutMs: intFrom(env.HELPDESK_TIMEOUT_MS, 8000),
      defaultQueue: env.HELPDESK_QUEUE ?? 'it-support',
    },
    state: {
      key: env.TICKET_STATE_KEY || 'ticket-desk-local-dev-state-key',
      ttlMs: intFrom(env.TICKET_STATE_TTL_MS, 5 * 60 * 1000),
    },
    auth: {
      introspectionUrl: env.OAUTH_INTROSPECTION_URL ?? 'https://sso.example.com/oauth2/introspect',
      audience: env.OAUTH_AUDIENCE ?? 'ticket-desk',
    },
    maxAttachmentBytes: intFrom(env.MAX_ATTACHMENT_BYTES, 5 * 1024 * 1024),
  };

  return cached;
}
