// Defines adjust_stock, which asks for confirmation before applying a manual stock adjustment.
'use strict';

const signer = require('../lib/signer');
const { StateError } = require('../lib/stateToken');
const wms = require('../wms');
const { fail, ok, ask, accepted } = require('./result');

const TOOL = 'adjust_stock';

const definition = {
  name: TOOL,
  description: 'Apply a manual stock adjustment (shrinkage, found stock, damage). Requires confirmation.',
  inputSchema: {
    type: 'object',
    properties: {
      sku: { type: 'string' },
      warehouseId: { type: 'string' },
      delta: { type: 'integer' },
      reason: { type: 'string', enum: ['damage', 'shrinkage', 'found', 'recount'] },
    },
    required: ['sku', 'warehouseId', 'delta', 'reason'],
  },
  annotations: { destructiveHint: true },
};

async function handle(params, extra) {
  const { sku, warehouseId, delta, reason } = params.arguments || {};
  const userId = extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
  if (!userId) return fail('not signed in');

  if (!params.requestState) {
    const level = await wms.getLevel(warehouseId, sku);
    return ask(
      'confirm',
      `${sku} in ${warehouseId}: ${level.onHand} on hand. Apply ${delta > 0 ? '+' : ''}${delta} (${reason})?`,
      { confirm: { type: 'boolean' } },
      signer.issue({ user: userId, tool: TOOL, sku, warehouseId, delta, reason }),
    );
  }

  let state;
  try {
    state = signer.read(params.requestState); // expect: require-state-binding
  } catch (err) {
    if (err instanceof StateError) return fail(`confirmation rejected: ${err.message}`);
    throw err;
  }
  if (state.tool !== TOOL || state.sku !== sku || state.warehouseId !== warehouseId || state.delta !== delta) {
    return fail('confirmation does not match this adjustment');
  }

  const answer = accepted(params, 'confirm');
  if (!answer || answer.confirm !== true) return ok('Adjustment cancelled.');

  const result = await wms.adjust(warehouseId, sku, delta, reason, userId);
  return ok(`Adjusted ${sku} by ${delta}; now ${result.onHand} on hand.`);
}

module.exports = { definition, handle };
