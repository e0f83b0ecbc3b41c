// recall_status: read-only view of how many lots of a recall are quarantined or still available at a site.
'use strict';

const { z } = require('zod');
const db = require('../db');

const NAME = 'recall_status';

const schema = z.object({
  recallId: z.string().regex(/^RC-\d{4}-\d{4}$/),
});

async function run(args, call) {
  const { text } = require('./index');
  const recall = await db.recallById(args.recallId);
  if (!recall) {
    return text(`No recall ${args.recallId}.`, true);
  }
  const rows = await db.recallSummary(recall.id, call.principal.siteId);
  if (rows.length === 0) {
    return text(`${recall.id} (${recall.title}) has no lots at site ${call.principal.siteId}.`);
  }
  const lines = rows.map((r) => `  ${String(r.status).padEnd(12)} ${r.lots} lot(s), ${r.units} unit(s)`);
  return text([`${recall.id} - ${recall.title} [${recall.severity}], supplier ${recall.supplier_name}`, ...lines].join('\n'));
}

module.exports = {
  name: NAME,
  description: 'Show lot counts by status for a recall at your site.',
  schema,
  jsonSchema: {
    type: 'object',
    properties: { recallId: { type: 'string', pattern: '^RC-\\d{4}-\\d{4}$' } },
    required: ['recallId'],
  },
  annotations: { readOnlyHint: true },
  run,
};
