// Small builders for tool results, including the hand-made input_required shape used on SDK 1.x.
export const textResult = (text) => ({ content: [{ type: 'text', text }] });

export const errorResult = (text) => ({ isError: true, content: [{ type: 'text', text }] });

export function askToContinue({ key, message, field, title, note, requestState }) {
  return {
    content: [{ type: 'text', text: note }],
    resultType: 'input_required',
    inputRequests: {
      [key]: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message,
          requestedSchema: {
            type: 'object',
            properties: { [field]: { type: 'boolean', title } },
            required: [field],
          },
        },
      },
    },
    requestState,
  };
}

export function accepted(inputResponses, key, field) {
  const answer = inputResponses?.[key];
  return answer?.action === 'accept' && answer.content?.[field] === true;
}
