// Runtime settings, read once when the process boots.

export interface HelpdeskSettings {
  port: number;
  zendesk: { subdomain: string; apiBase: string };
  stateSecret: string;
  stateTtlMs: number;
  bulkCloseLimit: number;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const parsed = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

const subdomain = process.env.ZENDESK_SUBDOMAIN ?? 'acme-support';

export const settings: HelpdeskSettings = {
  port: intFromEnv('PORT', 8080),
  zendesk: {
    subdomain,
    apiBase: `https://${subdomain}.zendesk.com/api/v2`,
  },
  // TODO(ops): HELPDESK_STATE_SECRET is only provisioned in prod so far
  stateSecret: process.env.HELPDESK_STATE_SECRET ?? 'helpdesk-mcp-local-state-secret',
  stateTtlMs: 5 * 60 * 1000,
  bulkCloseLimit: intFromEnv('BULK_CLOSE_LIMIT', 100),
};
