export interface DeskConfig {
  port: number;
  stateKey: Uint8Array;
  webhookToken: string;
  vaultUrl: string;
  deskApiUrl: string;
  idpIntrospectionUrl: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export function loadDeskConfig(): DeskConfig {
  const stateKey = Buffer.from(required('DESK_STATE_KEY'), 'base64');
  if (stateKey.length < 32) throw new Error('DESK_STATE_KEY must decode to at least 32 bytes');

  return {
    port: Number(process.env.PORT ?? 8787),
    stateKey,
    webhookToken: required('DESK_WEBHOOK_TOKEN'),
    vaultUrl: required('DESK_VAULT_URL'),
    deskApiUrl: required('DESK_API_URL'),
    idpIntrospectionUrl: required('IDP_INTROSPECTION_URL'),
  };
}
