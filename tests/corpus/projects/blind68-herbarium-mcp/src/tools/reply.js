'use strict';

const say = (text) => ({ content: [{ type: 'text', text }] });
const fail = (text) => ({ isError: true, content: [{ type: 'text', text }] });
const startOver = (reason) => fail(`This confirmation can't be used (${reason}). Ask again to get a fresh one.`);

function confirmRequest(message) {
  return {
    confirm: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message,
        requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Confirm' } }, required: ['confirm'] },
      },
    },
  };
}

const confirmed = (params) => {
  const answer = params.inputResponses?.confirm;
  return answer?.action === 'accept' && answer.content?.confirm === true;
};

module.exports = { say, fail, startOver, confirmRequest, confirmed };
