export const textResult = (text) => ({ resultType: 'complete', content: [{ type: 'text', text }] });

export const toolError = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

export const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

export const approval = (message) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      properties: { approve: { type: 'boolean', title: 'Approve' } },
      required: ['approve'],
    },
  },
});

export const approved = (inputResponses) =>
  inputResponses?.approve?.action === 'accept' && inputResponses.approve.content?.approve === true;
