/**
 * Starts src/main.ts with local defaults and a dev OIDC issuer (keycloak in docker compose).
 * Generates a throwaway CRM_STATE_SECRET per run if none is set.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://crm:crm@localhost:5432/crm_sync',
  OIDC_ISSUER: process.env.OIDC_ISSUER ?? 'http://localhost:8081/realms/dev',
  HUBSPOT_API_BASE: process.env.HUBSPOT_API_BASE ?? 'http://localhost:4010',
  HUBSPOT_CLIENT_ID: process.env.HUBSPOT_CLIENT_ID ?? 'dev',
  HUBSPOT_CLIENT_SECRET: process.env.HUBSPOT_CLIENT_SECRET ?? 'dev',
  CRM_STATE_SECRET: process.env.CRM_STATE_SECRET ?? randomBytes(48).toString('base64'),
  LOG_LEVEL: 'debug',
};

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
