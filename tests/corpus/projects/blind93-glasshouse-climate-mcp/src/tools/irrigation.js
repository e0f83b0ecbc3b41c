// Tool flush_irrigation_line: runs a fertigation flush on an irrigation line (water and nutrients are lost).
'use strict';

const db = require('../db');
const gateway = require('../plc/gateway');
const envelope = require('../state/envelope');
const { principal, assertSite } = require('../auth/verifier');
const { needInput, elicit, stateOf, accepted, text } = require('../mcp/rounds');

const TOOL = 'flush_irrigation_line';

const definition = {
  name: TOOL,
  description: 'Flush an irrigation line with clean water. Drains the nutrient solution in the line.',
  inputSchema: {
    type: 'object',
    properties: {
      site: { type: 'string' },
      lineId: { type: 'integer' },
      litres: { type: 'integer', minimum: 10, maximum: 5000 },
    },
    required: ['site', 'lineId', 'litres'],
  },
  annotations: { destructiveHint: true },
};

async function handle(params, extra) {
  const who = principal(extra);
  const { site, lineId, litres } = params.arguments || {};
  assertSite(who, site);

  const line = await db.irrigationLine(site, lineId);
  if (!line) return text(`Irrigation line ${lineId} not found at ${site}.`, true);
  if (litres > line.max_flush_litres) return text(`Line ${lineId} allows at most ${line.max_flush_litres} L per flush.`, true);

  const raw = stateOf(params);
  if (!raw) {
    const state = envelope.seal({ tool: TOOL, site, lineId, litres }); // expect: require-state-binding
    return needInput(
      {
        confirm: elicit(`Flush line ${lineId} with ${litres} L? The nutrient solution in the line will be drained.`, {
          confirm: { type: 'boolean', title: 'Flush now' },
        }),
      },
      state,
      'Waiting for confirmation before flushing.',
    );
  }

  const pending = envelope.open(raw, TOOL); // expect: require-state-binding
  if (!pending) return text('That confirmation has expired; please ask again.', true);
  if (pending.site !== site || pending.lineId !== lineId || pending.litres !== litres) {
    return text('The request changed after confirmation; please ask again.', true);
  }

  const answer = accepted(params, 'confirm');
  if (!answer || answer.confirm !== true) return text('Flush cancelled.');

  const job = await gateway.flushLine(site, line.valve_address, litres);
  await db.recordFlush(site, { lineId, litres, userId: who.userId, job });
  return text(`Flush of line ${lineId} started (gateway job ${job}).`);
}

module.exports = { definition, handle };
