// Tool set_zone_setpoint: changes a zone's heating setpoint after the grower confirms it.
'use strict';

const db = require('../db');
const gateway = require('../plc/gateway');
const envelope = require('../state/envelope');
const { principal, assertSite } = require('../auth/verifier');
const { needInput, elicit, stateOf, accepted, text } = require('../mcp/rounds');

const TOOL = 'set_zone_setpoint';

const definition = {
  name: TOOL,
  description: 'Change the heating setpoint of a greenhouse zone (degrees Celsius).',
  inputSchema: {
    type: 'object',
    properties: {
      site: { type: 'string' },
      zoneId: { type: 'integer' },
      targetC: { type: 'number', minimum: 4, maximum: 35 },
    },
    required: ['site', 'zoneId', 'targetC'],
  },
  annotations: { destructiveHint: false, idempotentHint: true },
};

async function handle(params, extra) {
  const who = principal(extra);
  const { site, zoneId, targetC } = params.arguments || {};
  assertSite(who, site);

  const zone = await db.zone(site, zoneId);
  if (!zone) return text(`Zone ${zoneId} does not exist at ${site}.`, true);

  const raw = stateOf(params);
  if (!raw) {
    const outside = targetC < zone.min_temp_c || targetC > zone.max_temp_c;
    const state = envelope.seal({ tool: TOOL, userId: who.userId, site, zoneId, targetC });
    return needInput(
      {
        confirm: elicit(
          `Set ${zone.name} (${zone.crop}) to ${targetC} °C?${outside ? ` This is outside the crop range ${zone.min_temp_c}–${zone.max_temp_c} °C.` : ''}`,
          { confirm: { type: 'boolean', title: 'Apply setpoint' } },
        ),
      },
      state,
      'Waiting for the grower to confirm the setpoint change.',
    );
  }

  const answer = accepted(params, 'confirm');
  if (!answer || answer.confirm !== true) {
    const draft = JSON.parse(Buffer.from(raw.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
    await db.recordSetpoint(draft.site, { zoneId: draft.zoneId, targetC: draft.targetC, userId: who.userId, status: 'declined' });
    return text(`Setpoint change for zone ${draft.zoneId} discarded.`);
  }

  const pending = envelope.open(raw, TOOL);
  if (!pending || pending.userId !== who.userId) return text('That confirmation has expired; please ask again.', true);
  if (pending.site !== site || pending.zoneId !== zoneId || pending.targetC !== targetC) {
    return text('The request changed after confirmation; please ask again.', true);
  }

  await gateway.writeSetpoint(site, zone.plc_address, targetC);
  await db.recordSetpoint(site, { zoneId, targetC, userId: who.userId, status: 'applied' });
  return text(`${zone.name} now targets ${targetC} °C.`);
}

module.exports = { definition, handle };
