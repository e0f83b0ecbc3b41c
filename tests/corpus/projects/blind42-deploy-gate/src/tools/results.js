export const text = (value) => ({ content: [{ type: 'text', text: value }] });

export const refusal = (reason) => ({
  isError: true,
  content: [{ type: 'text', text: `That confirmation can't be used (${reason}). Ask again from the start.` }],
});

/** An input_required result with a single yes/no question. (SDK 1.x has no helper for this yet.) */
export function askToConfirm(message, requestState) {
  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
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
    },
    requestState,
  };
}

export function confirmed(inputResponses) {
  const answer = inputResponses?.confirm;
  return answer?.action === 'accept' && answer.content?.confirm === true;
}
