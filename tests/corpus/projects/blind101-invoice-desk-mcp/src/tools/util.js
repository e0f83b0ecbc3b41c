// Helpers for the invoice tools: caller identity, money formatting, result builders and the confirm form.

export function caller(ctx) {
  const extra = ctx.http?.authInfo?.extra;
  if (!extra?.userId || !extra?.tenantId) return null;
  return { userId: extra.userId, tenantId: extra.tenantId, role: extra.role ?? 'viewer' };
}

export function money(cents, currency) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

export function text(message, structuredContent) {
  return { content: [{ type: 'text', text: message }], ...(structuredContent ? { structuredContent } : {}) };
}

export function toolError(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
};
