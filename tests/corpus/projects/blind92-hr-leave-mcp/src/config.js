// Loads HR leave server settings from the environment and derives the request-state keys.
import { deriveStateKeys } from './keys.js';

const reader = (e) => (name, fallback) => e[name] ?? fallback ?? (() => { throw new Error(`missing ${name}`); })();

export const loadConfig = (e = process.env) => {
  const get = reader(e);
  return Object.freeze({
    port: Number(get('PORT', '3000')),
    redisUrl: get('REDIS_URL', 'redis://127.0.0.1:6379'),
    idp: { issuer: get('IDP_ISSUER'), audience: get('IDP_AUDIENCE', 'hr-leave-mcp') },
    hris: { baseUrl: get('HRIS_URL'), tokenUrl: get('HRIS_TOKEN_URL'), clientId: get('HRIS_CLIENT_ID'), clientSecret: get('HRIS_CLIENT_SECRET') },
    payrollWebhookSecret: get('PAYROLL_WEBHOOK_SECRET'),
    state: deriveStateKeys({
      current: { kid: get('STATE_KEY_ID', 'k1'), secret: get('STATE_MASTER_SECRET') },
      previous: { kid: e.STATE_PREVIOUS_KEY_ID, secret: e.STATE_MASTER_SECRET_PREVIOUS },
    }),
  });
};
