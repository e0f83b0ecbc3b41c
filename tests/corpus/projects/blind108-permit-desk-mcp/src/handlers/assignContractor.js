// assign_contractor: lets the applicant choose a licensed contractor for the permit's trade.
'use strict';
const config = require('../config');
const { permits } = require('../db');
const { licensing } = require('../cityApis');
const { seal, open } = require('../lib/stateToken');
const { text, toolError, elicit, inputRequired } = require('../lib/results');

const TOOL = 'assign_contractor';

const definition = {
  name: TOOL,
  description: 'Attach a licensed contractor to a permit, chosen from the active registry for its trade.',
  inputSchema: {
    type: 'object',
    properties: {
      permitId: { type: 'string' },
      trade: { type: 'string', enum: ['general', 'electrical', 'plumbing', 'mechanical', 'roofing'] },
    },
    required: ['permitId', 'trade'],
  },
};

async function handle(args, { user, round }) {
  const permit = await permits.findForApplicant(args.permitId, user.id);
  if (!permit) return toolError(`No permit ${args.permitId} on your account.`);

  if (!round.requestState) {
    const candidates = await licensing.activeContractors(args.trade, permit.district);
    if (candidates.length === 0) return text(`No active ${args.trade} contractors are registered for district ${permit.district}.`);
    const requestState = seal({
      sub: user.id,
      tool: TOOL,
      permitId: permit.id,
      trade: args.trade,
      licences: candidates.map((c) => c.licence),
      exp: Date.now() + config.stateTtlMs,
    });
    return inputRequired(
      {
        contractor: elicit(
          `Choose the ${args.trade} contractor for ${permit.reference}.`,
          { licence: { type: 'string', enum: candidates.map((c) => c.licence), enumNames: candidates.map((c) => c.name) } },
          ['licence'],
        ),
      },
      requestState,
    );
  }

  const claims = open(round.requestState);
  if (
    !claims ||
    typeof claims.exp !== 'number' ||
    claims.sub !== user.id ||
    claims.tool !== TOOL ||
    claims.permitId !== args.permitId ||
    claims.trade !== args.trade
  ) {
    return toolError('That choice has expired or does not match this request; please start again.');
  }
  const answer = round.inputResponses.contractor;
  if (!answer || answer.action !== 'accept') return text('No contractor was assigned.');
  const licence = answer.content.licence;
  if (!claims.licences.includes(licence)) return toolError('That contractor was not offered.');

  await permits.setContractor(permit.id, licence);
  await permits.logEvent(permit.id, user.id, 'contractor_assigned', { licence, trade: args.trade });
  return text(`Contractor licence ${licence} is now on ${permit.reference}.`);
}

module.exports = { definition, handle };
