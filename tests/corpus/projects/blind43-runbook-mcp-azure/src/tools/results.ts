export const text = (message: string) => ({ content: [{ type: 'text' as const, text: message }] });

export const failure = (message: string) => ({ isError: true, content: [{ type: 'text' as const, text: message }] });

export const confirmSchema = {
  type: 'object' as const,
  properties: { confirm: { type: 'boolean' as const, title: 'Confirm' } },
  required: ['confirm'],
};
