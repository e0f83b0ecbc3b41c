// Small helpers shared by the tool handlers: text results, tool errors and money formatting.
// @ts-nocheck

export function text(message: string) {
  return { content: [{ type: 'text', text: message }] };
}

export function toolError(message: string) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

export const confirmSchema = {
  type: 'object',
  properties: { approve: { type: 'boolean', title: 'Approve' } },
  required: ['approve'],
};
