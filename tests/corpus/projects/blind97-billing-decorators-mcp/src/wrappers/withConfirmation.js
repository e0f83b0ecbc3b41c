// Wrapper for risky billing tools: shows a summary, asks the user to confirm, and runs the tool on the retry.
const approvals = require('../lib/approvals');
const { text, form, inputRequired, digestArgs } = require('../lib/rounds');

const CONFIRM_KEY = 'confirm';

function withConfirmation(describe, handler) {
  return async (args, call) => {
    if (call.requestState) {
      const claims = approvals.open(call.requestState);
      if (!claims) return text('Invalid or expired requestState', true);
      if (claims.sub !== call.user.id || claims.tool !== call.tool || claims.args !== digestArgs(args)) {
        return text('This confirmation does not match the current request.', true);
      }
      const reply = call.inputResponses[CONFIRM_KEY];
      if (!reply || reply.action !== 'accept' || !reply.content || reply.content.confirm !== true) {
        return text('Nothing was changed.');
      }
      return handler(args, call);
    }

    const summary = await describe(args, call);
    if (summary.error) return text(summary.error, true);
    const token = approvals.seal({ sub: call.user.id, tool: call.tool, args: digestArgs(args) }); // expect: require-state-binding
    return inputRequired(
      { [CONFIRM_KEY]: form(summary.message, { confirm: { type: 'boolean', title: summary.title || 'Confirm' } }) },
      token,
    );
  };
}

module.exports = { withConfirmation };
