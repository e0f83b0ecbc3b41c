// Loads the helpdesk server configuration, such as port, Zendesk domain, Vault and introspection URLs.
// @ts-nocheck
export interface HelpdeskConfig {
  port: number;
  zendeskBaseDomain: string;
  vaultUrl: string;
  introspectionUrl: string;
  stateKey: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`helpdesk-mcp: missing required env ${name}`);
  return value;
}

export function loadConfig(): HelpdeskConfig {
  return {
    port: Number(process.env.PORT ?? 8787),
    zendeskBaseDomain: process.env.ZENDESK_BASE_DOMAIN ?? 'zendesk.com',
    vaultUrl: required('VAULT_URL'),
    introspectionUrl: required('OAUTH_INTROSPECTION_URL'),
    // TODO(ops-412): make this required once staging sets it in the chart
    stateKey: process.env.HELPDESK_STATE_KEY ?? 'helpdesk-local-dev-state-key-do-not-use',
  };
}

export const config = loadConfig();
