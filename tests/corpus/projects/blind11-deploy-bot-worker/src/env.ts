export interface Env {
  DEPLOY_SESSIONS: DurableObjectNamespace;
  WORKER_NAME: string;
  DEPLOY_ENV: "staging" | "production";
  AUTH_ISSUER: string;
  PAGES_PROJECT: string;
  CF_ACCOUNT_ID: string;
  /** wrangler secret */
  STATE_SIGNING_KEY?: string;
  /** wrangler secret */
  CF_API_TOKEN: string;
}
