// withdraw_permit: withdraws a pending application and releases its booked inspections.
'use strict';
const { permits } = require('../db');
const { inspections } = require('../cityApis');
const { seal, open } = require('../lib/stateToken');
const { text, toolError, elicit, inputRequired } = require('../lib/results');

const TOOL = 'withdraw_permit';

const definition = {
  name: TOOL,
  description: 'Withdraw a permit application that has not been issued. Fees already paid are not refunded.',
  inputSchema: {
    type: 'object',
    properties: { permitId: { type: 'string' }, reason: { type: 'string', maxLength: 500 } },
    required: ['permitId', 'reason'],
  },
  annotations: { destructiveHint: true },
};

async function handle(args, { user, round }) {
  const permit = await permits.findForApplicant(args.permitId, user.id);
  if (!permit) return toolError(`No permit ${args.permitId} on your account.`);
  if (permit.status === 'issued' || permit.status === 'withdrawn') {
    return toolError(`Permit ${permit.reference} is ${permit.status} and cannot be withdrawn.`);
  }

  if (!round.requestState) {
    const requestState = seal({ sub: user.id, tool: TOOL, permitId: permit.id, reason: args.reason }); // expect: require-state-binding
    return inputRequired(
      {
        confirm: elicit(
          `Withdraw ${permit.reference} at ${permit.address}? Paid fees are not refunded and booked inspections are released.`,
          { confirm: { type: 'boolean', title: 'Withdraw this application' } },
          ['confirm'],
        ),
      },
      requestState,
    );
  }

  const claims = open(round.requestState);
  if (
    !claims ||
    claims.sub !== user.id ||
    claims.tool !== TOOL ||
    claims.permitId !== args.permitId ||
    claims.reason !== args.reason
  ) {
    return toolError('That confirmation no longer matches this request; please start again.');
  }
  const answer = round.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content.confirm) return text('Nothing was withdrawn.');

  const changed = await permits.withdraw(permit.id, user.id, args.reason);
  if (!changed) return toolError('The permit changed status while you were confirming; nothing was withdrawn.');
  await inspections.cancelAllFor(permit.id);
  await permits.logEvent(permit.id, user.id, 'withdrawn', { reason: args.reason });
  return text(`Permit ${permit.reference} has been withdrawn.`);
}

module.exports = { definition, handle };
