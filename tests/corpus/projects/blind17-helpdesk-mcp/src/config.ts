export interface AppConfig {
  port: number;
  publicUrl: string;
  /** HMAC secret for the requestState we hand back on input_required results. */
  stateSecret: string;
  stateTtlMs: number;
  zendesk: {
    subdomain: string;
    tokenExchangeUrl: string;
    clientId: string;
  };
}

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const subdomain = env.ZENDESK_SUBDOMAIN ?? "acme";
  return {
    port: num(env.PORT, 3000),
    publicUrl: env.PUBLIC_URL ?? "http://localhost:3000",
    stateSecret: env.STATE_SECRET ?? "helpdesk-mcp-local-state-secret",
    stateTtlMs: num(env.STATE_TTL_MS, 5 * 60_000),
    zendesk: {
      subdomain,
      tokenExchangeUrl: env.ZENDESK_TOKEN_EXCHANGE_URL ?? `https://${subdomain}.zendesk.com/oauth/tokens`,
      clientId: env.ZENDESK_CLIENT_ID ?? "helpdesk-mcp",
    },
  };
}
