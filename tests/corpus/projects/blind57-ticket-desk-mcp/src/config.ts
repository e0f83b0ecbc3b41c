import 'dotenv/config';

export interface DeskConfig {
  port: number;
  publicUrl: string;
  helpdeskBaseUrl: string;
  oauth: {
    introspectionUrl: string;
    tokenUrl: string;
    clientId: string;
    clientSecret: string;
    helpdeskAudience: string;
  };
  state: {
    secret: string;
    ttlMs: number;
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

export const config: DeskConfig = {
  port: Number(process.env.PORT ?? 3030),
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3030',
  helpdeskBaseUrl: required('HELPDESK_BASE_URL'),
  oauth: {
    introspectionUrl: required('OAUTH_INTROSPECTION_URL'),
    tokenUrl: required('OAUTH_TOKEN_URL'),
    clientId: required('OAUTH_CLIENT_ID'),
    clientSecret: required('OAUTH_CLIENT_SECRET'),
    helpdeskAudience: process.env.HELPDESK_AUDIENCE ?? 'https://helpdesk.internal/api',
  },
  state: {
    // TODO(dana): DESK_STATE_SECRET is only set in prod so far; add it to the staging chart and drop the default
    secret: process.env.DESK_STATE_SECRET ?? 'ticket-desk-local-state-secret',
    ttlMs: 5 * 60 * 1000,
  },
};
