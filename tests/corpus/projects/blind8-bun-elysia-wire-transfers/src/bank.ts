import type { WireArgs } from './tools/transfer';

const BANK_URL = Bun.env.BANK_URL ?? 'https://bank.internal';
const SERVICE_TOKEN = Bun.env.BANK_SERVICE_TOKEN ?? '';

export async function introspect(token: string): Promise<{ active: boolean; sub?: string }> {
  const res = await fetch(`${BANK_URL}/oauth/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${SERVICE_TOKEN}` },
    body: new URLSearchParams({ token }),
  });
  return res.ok ? res.json() : { active: false };
}

export const bank = {
  async send(args: WireArgs, user: string): Promise<string> {
    const res = await fetch(`${BANK_URL}/wires`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_TOKEN}`, 'content-type': 'application/json', 'x-on-behalf-of': user },
      body: JSON.stringify(args),
    });
    if (!res.ok) throw new Error(`bank refused: ${res.status}`);
    return ((await res.json()) as { reference: string }).reference;
  },
};
