// Loads required CRM, token vault and state JWT settings from the environment and sets the state TTL.
// @ts-nocheck
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required env var ${name}`);
  return value;
}

const stateSecret = required('CRM_STATE_JWT_SECRET');
if (Buffer.byteLength(stateSecret) < 32) {
  throw new Error('CRM_STATE_JWT_SECRET must be at least 32 bytes');
}

export const config = {
  port: Number(process.env.PORT ?? 4100),
  crmBaseUrl: required('CRM_BASE_URL'),
  crmServiceToken: required('CRM_SERVICE_TOKEN'),
  tokenVaultUrl: required('TOKEN_VAULT_URL'),
  state: {
    secret: stateSecret,
    kid: process.env.CRM_STATE_KID ?? 's1',
    issuer: 'pipeline-crm',
  },
};

// One knob for how long a round may take; also used for the cookie's Max-Age.
export const STATE_TTL_MS = 10 * 60 * 1000;
