// Loads TicketDesk configuration from Bun.env and validates key material.
// @ts-nocheck
export interface DeskConfig {
  port: number;
  dbPath: string;
  introspectUrl: string;
  introspectClientId: string;
  introspectClientSecret: string;
  crmBaseUrl: string;
  webhookSecret: string;
  stateKeyHex: string;
  cipherKeyHex: string;
  stateTtlMs: number;
}

function need(name: string): string {
  const value = Bun.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

function hexKey(name: string): string {
  const value = need(name).trim().toLowerCase();
  if (!/^[0-9a-f]{64,}$/.test(value)) throw new Error(`${name} must be at least 32 bytes of hex`);
  return value;
}

export function loadConfig(): DeskConfig {
  return {
    port: Number(Bun.env.PORT ?? 3000),
    dbPath: Bun.env.TICKETDESK_DB ?? 'data/ticketdesk.sqlite',
    introspectUrl: need('TICKETDESK_INTROSPECT_URL'),
    introspectClientId: need('TICKETDESK_INTROSPECT_CLIENT_ID'),
    introspectClientSecret: need('TICKETDESK_INTROSPECT_CLIENT_SECRET'),
    crmBaseUrl: need('TICKETDESK_CRM_URL').replace(/\/+$/, ''),
    webhookSecret: need('TICKETDESK_MAIL_WEBHOOK_SECRET'),
    stateKeyHex: hexKey('TICKETDESK_STATE_KEY'),
    cipherKeyHex: hexKey('TICKETDESK_CIPHER_KEY'),
    stateTtlMs: 10 * 60 * 1000,
  };
}

export function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}
