// Small helpers shared by the berth tools: who is calling, and how results are shaped.
// @ts-nocheck

export function memberOf(ctx): string {
  const memberId = ctx.http?.authInfo?.extra?.userId;
  if (!memberId) {
    throw new Error('this tool needs a signed-in member');
  }
  return memberId;
}

export function text(message: string) {
  return { content: [{ type: 'text', text: message }] };
}

export function refuse(message: string) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(cents / 100);
}

export const confirmSchema = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: {
    confirm: { type: 'boolean', title: 'Confirm' },
    ...extra,
  },
  required: ['confirm', ...Object.keys(extra)],
});
