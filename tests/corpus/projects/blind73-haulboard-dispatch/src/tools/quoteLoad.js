// quote_load tool: asks the rates service for a spot price on a lane.
'use strict';

const carriers = require('../carriers');
const { text, failure } = require('../roundTrip');

const definition = {
  name: 'quote_load',
  description: 'Get a spot-rate quote for a lane (origin and destination ZIP, weight, equipment type).',
  inputSchema: {
    type: 'object',
    properties: {
      originZip: { type: 'string', pattern: '^[0-9]{5}$' },
      destinationZip: { type: 'string', pattern: '^[0-9]{5}$' },
      weightKg: { type: 'number', minimum: 1, maximum: 36000 },
      equipment: { type: 'string', enum: ['dry_van', 'reefer', 'flatbed'] },
    },
    required: ['originZip', 'destinationZip', 'weightKg', 'equipment'],
  },
  annotations: { readOnlyHint: true },
};

async function handle(request) {
  const args = request.params.arguments || {};
  try {
    const q = await carriers.quote(args);
    const dollars = (q.amountCents / 100).toFixed(2);
    return text(`${args.originZip} → ${args.destinationZip}: ${q.currency} ${dollars} for ${q.miles} mi (valid until ${q.validUntil}).`, q);
  } catch (err) {
    return failure(`Rates service unavailable: ${err.message}`);
  }
}

module.exports = { definition, handle };
