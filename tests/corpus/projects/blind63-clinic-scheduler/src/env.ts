export interface Env {
  DB: D1Database;
  STEP_TOKEN_SECRET: string;
  ADMIN_API_TOKEN: string;
  PAYER_GATEWAY_URL: string;
  OIDC_ISSUER: string;
}
