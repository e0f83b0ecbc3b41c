export const text = (message) => ({ content: [{ type: 'text', text: message }] });

const REASONS = {
  malformed: 'The confirmation token is not one this server issued.',
  signature: 'The confirmation token was changed.',
  key: 'The confirmation token was signed with a key that has been retired.',
  expired: 'The confirmation expired.',
  user: 'The confirmation was given by another user.',
  tool: 'The confirmation belongs to another tool.',
  args: 'The request changed since it was confirmed.',
};

export const refusal = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `${REASONS[reason] ?? 'The confirmation is not valid.'} Start again.` }],
});

export const askToConfirm = (key, message) => ({
  [key]: {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Go ahead' } },
        required: ['confirm'],
      },
    },
  },
});
