// Small helpers shared by the ledger tools: result builders, money formatting, argument digests.
// @ts-nocheck
import { createHash } from 'node:crypto';

export const text = (t: string) => ({ content: [{ type: 'text', text: t }] });

export const toolError = (t: string) => ({ isError: true, content: [{ type: 'text', text: t }] });

export function formatMoney(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amountMinor) / 100);
}

export function digestArgs(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash('sha256').update(canonical).digest('hex');
}

export const confirmSchema = (title: string) => ({
  type: 'object',
  properties: { confirm: { type: 'boolean', title } },
  required: ['confirm'],
});
