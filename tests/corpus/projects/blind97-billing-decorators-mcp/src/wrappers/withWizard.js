// Wrapper for multi-step tools: walks a list of steps, asking for one missing piece per round.
const { encryptDraft, decryptDraft } = require('../lib/draftCipher');
const { text, inputRequired } = require('../lib/rounds');

function withWizard(steps, finish) {
  return async (args, call) => {
    let draft;
    try {
      draft = call.requestState ? decryptDraft(call.requestState) : { args, done: [] }; // expect: require-sealed-state
    } catch {
      return text('Could not resume this request; please start again.', true);
    }

    for (const step of steps) {
      if (draft.done.includes(step.key)) continue;
      const reply = call.inputResponses[step.key];
      if (reply) {
        if (reply.action !== 'accept') return text('Stopped; nothing was created.');
        const problem = await step.accept(draft, reply.content || {}, call);
        if (problem) return text(problem, true);
        draft.done.push(step.key);
        continue;
      }
      const request = await step.ask(draft, call);
      return inputRequired({ [step.key]: request }, encryptDraft(draft)); // expect: require-sealed-state
    }

    return finish(draft, call);
  };
}

module.exports = { withWizard };
