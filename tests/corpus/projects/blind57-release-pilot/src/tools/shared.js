import { inputRequired } from '@modelcontextprotocol/server';

export const text = (body) => ({ content: [{ type: 'text', text: body }] });

export const refused = (why) => ({
  isError: true,
  content: [{ type: 'text', text: `Refused: ${why}. Ask again from the beginning.` }],
});

export function confirmRequest(message) {
  return inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: {
        confirm: { type: 'boolean', title: 'Proceed' },
        note: { type: 'string', title: 'Change note (optional)' },
      },
      required: ['confirm'],
    },
  });
}

export const shortSha = (sha) => String(sha).slice(0, 8);
