const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const loadStateKey = (): Buffer => {
  const key = Buffer.from(required('LEDGER_STATE_KEY'), 'base64');
  if (key.length < 32) throw new Error('LEDGER_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
  return key;
};

export const STATE_KEY = loadStateKey();

export const LEDGER_API = new URL(required('LEDGER_API_URL'));
export const ISSUER = required('OIDC_ISSUER');
export const AUDIENCE = process.env.OIDC_AUDIENCE ?? 'ledger-mcp';
export const PORT = Number(process.env.PORT ?? 8080);
