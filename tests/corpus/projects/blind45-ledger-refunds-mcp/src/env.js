import { cleanEnv, port, str, url } from 'envalid';

export const env = cleanEnv(process.env, {
  APP_ENV: str({ choices: ['local', 'staging', 'production'], default: 'production' }),
  PORT: port({ default: 8787 }),
  AWS_REGION: str({ default: 'eu-west-1' }),
  // Secrets Manager ids (ARNs or names), not the secrets themselves.
  STATE_SECRET_ID: str({ devDefault: 'ledger-mcp/local/state-hmac' }),
  STRIPE_SECRET_ID: str({ devDefault: 'ledger-mcp/local/stripe' }),
  INTROSPECTION_URL: url(),
  INTROSPECTION_CLIENT_ID: str(),
  INTROSPECTION_CLIENT_SECRET: str(),
});
