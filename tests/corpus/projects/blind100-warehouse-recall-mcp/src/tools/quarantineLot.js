// quarantine_lot: blocks recalled lots at the caller's site from picking, after an explicit confirmation.
'use strict';

const { z } = require('zod');
const db = require('../db');
const stateToken = require('../lib/stateToken');
const { argsDigest } = require('../lib/digest');

const NAME = 'quarantine_lot';

const schema = z.object({
  lotIds: z.array(z.string().regex(/^LOT-\d{6,10}$/)).min(1).max(50),
  reason: z.string().min(5).max(200),
});

async function run(args, call) {
  const { text, inputRequired, form, accepted } = require('./index');
  const { principal } = call;
  if (!principal.scopes.includes('recall:write')) {
    return text('Quarantining lots needs the recall:write scope.', true);
  }
  const binding = { sub: principal.userId, tool: NAME, args: argsDigest(NAME, args) };

  if (!call.requestState) {
    const lots = await db.lotsAtSite(args.lotIds, principal.siteId);
    const available = lots.filter((l) => l.status === 'available');
    if (available.length === 0) {
      return text('None of those lots are available at your site.', true);
    }
    const units = available.reduce((n, l) => n + l.qty_on_hand, 0);
    return inputRequired(
      {
        confirm: form(
          `Quarantine ${available.length} lot(s), ${units} unit(s) at site ${principal.siteId}? Picking will stop immediately.`,
          { confirm: { type: 'boolean', title: 'Quarantine these lots' } },
          ['confirm'],
        ),
      },
      stateToken.seal({ stage: 'confirm-quarantine', lotIds: available.map((l) => l.id) }, binding),
    );
  }

  const pending = stateToken.open(call.requestState, binding);
  if (!pending || pending.stage !== 'confirm-quarantine') {
    return text('This confirmation is not valid any more. Please run quarantine_lot again.', true);
  }
  const answer = accepted(call, 'confirm');
  if (!answer || answer.confirm !== true) {
    return text('No lots were quarantined.');
  }
  const changed = await db.quarantine(pending.lotIds, principal.siteId, args.reason, principal.userId);
  return text(`Quarantined ${changed} lot(s).`);
}

module.exports = {
  name: NAME,
  description: 'Quarantine recalled lots at your site so they cannot be picked. Asks for confirmation.',
  schema,
  jsonSchema: {
    type: 'object',
    properties: {
      lotIds: { type: 'array', items: { type: 'string', pattern: '^LOT-\\d{6,10}$' }, minItems: 1, maxItems: 50 },
      reason: { type: 'string', minLength: 5, maxLength: 200 },
    },
    required: ['lotIds', 'reason'],
  },
  annotations: { destructiveHint: true },
  run,
};
