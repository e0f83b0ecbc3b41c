// Helpers shared by the fleet tools: caller identity, result builders and the yes/no form.
// @ts-nocheck

export function callerId(ctx): string | undefined {
  return ctx.http?.authInfo?.extra?.userId;
}

export function callerDepots(ctx): string[] {
  return ctx.http?.authInfo?.extra?.depotIds ?? [];
}

export function text(message: string, structured?: Record<string, unknown>) {
  return { content: [{ type: 'text', text: message }], ...(structured ? { structuredContent: structured } : {}) };
}

export function toolError(message: string) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
};
