import { inputRequired } from '@modelcontextprotocol/server';

export const say = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export const refuse = (reason: string) => ({
  isError: true,
  content: [
    {
      type: 'text' as const,
      text:
        reason === 'expired'
          ? 'The confirmation timed out. Ask again to get a new one.'
          : `This confirmation can’t be used (${reason}). Ask again to get a new one.`,
    },
  ],
});

export function askToConfirm(message: string) {
  return {
    confirm: inputRequired.elicit({
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Yes, go ahead' } },
        required: ['confirm'],
      },
    }),
  };
}
