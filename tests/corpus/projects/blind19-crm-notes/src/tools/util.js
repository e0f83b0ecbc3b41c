'use strict';

const userIdOf = (extra) => {
  const id = extra && extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!id) throw new Error('unauthenticated');
  return id;
};

const text = (t) => ({ content: [{ type: 'text', text: t }] });
const fail = (t) => ({ content: [{ type: 'text', text: t }], isError: true });

const inputRequired = (inputRequests, requestState) => ({
  resultType: 'input_required',
  inputRequests,
  requestState,
});

const confirmForm = (message, extraProps = {}) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Confirm' }, ...extraProps },
      required: ['confirm'],
    },
  },
});

module.exports = { userIdOf, text, fail, inputRequired, confirmForm };
