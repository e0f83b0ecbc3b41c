// Shared helpers for the scheduler tools: caller identity and result shapes.
// @ts-nocheck

export function staff(ctx) {
  const info = ctx.http?.authInfo;
  const userId = info?.extra?.userId;
  if (!userId) return undefined;
  return { userId: String(userId), clinicIds: (info.extra.clinicIds ?? []).map(String) };
}

export const ok = (value: unknown) => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value,
});

export const fail = (message: string) => ({ content: [{ type: 'text', text: message }], isError: true });

export const yesNo = (title: string) => ({
  type: 'object',
  properties: { confirm: { type: 'boolean', title } },
  required: ['confirm'],
});
