// rollback_release tool that confirms with the user and then rolls a service back to an earlier release.
'use strict';

const { issue, redeem, StateError } = require('@northwind/hmac-state');
const { userIdFrom, text, toolError, elicitConfirm } = require('../common/context');

const TOOL = 'rollback_release';

const releases = {
  checkout: ['2024.06.1', '2024.06.2', '2024.06.3'],
  search: ['5.1.0', '5.2.0'],
};

async function rollbackRelease(args, extra, params) {
  const user = userIdFrom(extra);
  const history = releases[args.service];
  if (!history) return toolError(`unknown service ${args.service}`);
  if (!history.includes(args.toRelease)) return toolError(`${args.toRelease} was never deployed`);

  if (!params.requestState) {
    const current = history[history.length - 1];
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: elicitConfirm(`Roll ${args.service} back from ${current} to ${args.toRelease}? Traffic will shift immediately.`),
      },
      requestState: issue({ service: args.service, from: current }, { user, tool: TOOL }), // expect-todo: require-state-binding
    };
  }

  let state;
  try {
    state = redeem(params.requestState, { user, tool: TOOL });
  } catch (err) {
    if (err instanceof StateError) return toolError(err.message);
    throw err;
  }
  if (state.service !== args.service) return toolError('service changed since confirmation');

  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content.confirm) return text('Rollback aborted.');

  history.push(args.toRelease);
  return text(`${args.service}: ${state.from} -> ${args.toRelease} (by ${user})`);
}

module.exports = { TOOL, rollbackRelease };
