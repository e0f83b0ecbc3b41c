import * as R from 'ramda';

export const text = (message) => ({ content: [{ type: 'text', text: message }] });

export const toolError = R.pipe(text, R.assoc('isError', true));

export const elicitForm = R.curry((message, requestedSchema) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema },
}));

// SDK 1.x has no builder for this result, so it is put together here.
export const inputRequired = R.curry((inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
}));

export const accepted = R.curry((key, inputResponses) =>
  R.pathEq('accept', [key, 'action'], inputResponses ?? {}) ? inputResponses[key].content : undefined,
);

export const confirmSchema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Confirm' } },
  required: ['confirm'],
};
