import type { Env } from './env.js';
import { accessSecret, accessSecretText } from './secrets/gsm.js';
import { ZendeskClient } from './zendesk.js';

export interface Keys {
  /** HS256 key for requestState JWTs. */
  state: Uint8Array;
  /** Zendesk webhook signing secret. */
  webhook: string;
}

/** Everything the tools and routes need, built once at startup and handed down. */
export interface AppContext {
  env: Env;
  keys: Keys;
  zendesk: ZendeskClient;
  ticketSummaries: Map<number, string>;
}

async function loadKeys(env: Env): Promise<Keys> {
  if (env.KEY_SOURCE === 'env') {
    if (!env.ZENDESK_WEBHOOK_SECRET) throw new Error('KEY_SOURCE=env needs ZENDESK_WEBHOOK_SECRET');
    return {
      state: new TextEncoder().encode(env.STATE_SIGNING_KEY),
      webhook: env.ZENDESK_WEBHOOK_SECRET,
    };
  }
  const [state, webhook] = await Promise.all([
    accessSecret(env.GCP_PROJECT, 'helpdesk-mcp-state-key'),
    accessSecretText(env.GCP_PROJECT, 'zendesk-webhook-signing-secret'),
  ]);
  return { state: new Uint8Array(state), webhook };
}

async function serviceClient(env: Env): Promise<ZendeskClient> {
  if (env.KEY_SOURCE === 'env') {
    if (!env.ZENDESK_SERVICE_EMAIL || !env.ZENDESK_SERVICE_TOKEN) {
      throw new Error('KEY_SOURCE=env needs ZENDESK_SERVICE_EMAIL and ZENDESK_SERVICE_TOKEN');
    }
    return new ZendeskClient(env.ZENDESK_SUBDOMAIN, env.ZENDESK_SERVICE_EMAIL, env.ZENDESK_SERVICE_TOKEN);
  }
  const creds = JSON.parse(await accessSecretText(env.GCP_PROJECT, 'zendesk-service-account')) as {
    email: string;
    api_token: string;
  };
  return new ZendeskClient(env.ZENDESK_SUBDOMAIN, creds.email, creds.api_token);
}

export async function buildContext(env: Env): Promise<AppContext> {
  const [keys, zendesk] = await Promise.all([loadKeys(env), serviceClient(env)]);
  return { env, keys, zendesk, ticketSummaries: new Map() };
}
