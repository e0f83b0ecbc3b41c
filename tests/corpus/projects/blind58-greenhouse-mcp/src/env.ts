import type { OAuthHelpers } from '@cloudflare/workers-oauth-provider';

export interface Env {
  MCP_OBJECT: DurableObjectNamespace;
  OAUTH_KV: KVNamespace;
  OAUTH_PROVIDER: OAuthHelpers;
  HUB_BASE_URL: string;
  HUB_API_TOKEN: string;
  STATE_SIGNING_KEY: string; // base64url, 32 bytes (wrangler secret put)
  ACCESS_TEAM_DOMAIN: string;
  ACCESS_AUD: string;
}

/** What the OAuth grant carries into every MCP request (this.props in the agent). */
export type Props = {
  userId: string;
  email: string;
  sites: string[];
  role: 'grower' | 'supervisor';
};
