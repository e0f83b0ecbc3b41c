export const textResult = (text) => ({ content: [{ type: 'text', text }] });

export const errorResult = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function confirmRequest(message) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Confirm' } },
        required: ['confirm'],
      },
    },
  };
}

export function accepted(inputResponses, key) {
  const response = inputResponses?.[key];
  return response?.action === 'accept' && response.content?.confirm === true;
}
