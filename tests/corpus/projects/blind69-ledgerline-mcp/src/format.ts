// Display helpers shared by the billing tools (money, dates, tool errors).
// @ts-nocheck
const ZERO_DECIMAL = new Set(['jpy', 'krw', 'vnd', 'clp', 'isk', 'ugx']);

export function formatMoney(amountMinor: number, currency: string): string {
  const code = String(currency || 'usd').toLowerCase();
  const divisor = ZERO_DECIMAL.has(code) ? 1 : 100;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code.toUpperCase() }).format(
    amountMinor / divisor,
  );
}

export function formatDay(unixSeconds?: number | null): string {
  if (!unixSeconds) return '—';
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

export function toolError(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

export function toolText(text: string) {
  return { content: [{ type: 'text', text }] };
}

export const confirmSchema = {
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Confirm', description: 'Tick to go ahead.' },
  },
  required: ['confirm'],
};
