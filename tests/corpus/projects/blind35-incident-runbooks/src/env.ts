import { cleanEnv, num, port, str, url } from 'envalid';

export const env = cleanEnv(process.env, {
  NODE_ENV: str({ choices: ['development', 'test', 'production'], default: 'production' }),
  PORT: port({ default: 3000 }),

  OIDC_ISSUER: url(),
  OIDC_AUDIENCE: str({ default: 'incident-runbooks' }),
  OIDC_CLIENT_ID: str(),

  // Docker secrets are files under /run/secrets; `npm run dev` sets the *_FILE paths or the plain variables.
  STATE_KEY_FILE: str({ default: '/run/secrets/mcp_state_key' }),
  STATE_TTL_SECONDS: num({ default: 300, desc: 'Lifetime of a sealed round, capped at 600 in state.ts' }),
  PAGERDUTY_TOKEN_FILE: str({ default: '/run/secrets/pagerduty_api_token' }),
  PAGERDUTY_FROM_EMAIL: str(),
  RUNDECK_URL: url(),
  RUNDECK_TOKEN_FILE: str({ default: '/run/secrets/rundeck_api_token' }),

  // Budget for the runbook summary the assistant writes back after a run.
  RUNBOOK_SUMMARY_MAX_TOKENS: num({ default: 800 }),
});
