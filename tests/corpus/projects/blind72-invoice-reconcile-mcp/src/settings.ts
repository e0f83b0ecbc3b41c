// Settings: built-in defaults overlaid with whatever the environment provides.
// @ts-nocheck

export interface Settings {
  port: number;
  databaseUrl: string;
  erpBaseUrl: string;
  erpClientId: string;
  erpClientSecret: string;
  idpIssuer: string;
  idpPublicKeyPem: string;
  stateSecret: string;
  approvalKey: string;
  paymentLimitCents: number;
}

const defaults: Settings = {
  port: 8787,
  databaseUrl: 'postgres://recon@localhost:5432/recon',
  erpBaseUrl: 'https://erp.internal.example/api/v3',
  erpClientId: 'recon-mcp',
  erpClientSecret: '',
  idpIssuer: 'https://login.internal.example/',
  idpPublicKeyPem: '',
  stateSecret: 'reconcile-state-secret',
  approvalKey: '',
  paymentLimitCents: 250_000_00,
};

const ENV_MAP: Record<string, keyof Settings> = {
  PORT: 'port',
  DATABASE_URL: 'databaseUrl',
  ERP_BASE_URL: 'erpBaseUrl',
  ERP_CLIENT_ID: 'erpClientId',
  ERP_CLIENT_SECRET: 'erpClientSecret',
  IDP_ISSUER: 'idpIssuer',
  IDP_PUBLIC_KEY_PEM: 'idpPublicKeyPem',
  RECON_STATE_SECRET: 'stateSecret',
  RECON_APPROVAL_KEY: 'approvalKey',
  PAYMENT_LIMIT_CENTS: 'paymentLimitCents',
};

function fromEnv(env: NodeJS.ProcessEnv): Partial<Settings> {
  const out: Partial<Settings> = {};
  for (const [name, key] of Object.entries(ENV_MAP)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    out[key] = typeof defaults[key] === 'number' ? Number(raw) : raw;
  }
  return out;
}

export const settings: Settings = Object.freeze({ ...defaults, ...fromEnv(process.env) });
