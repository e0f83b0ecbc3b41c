// request_inspection tool: lists open inspection slots for a permit and books the slot the contractor picks.
'use strict';
const { z } = require('zod');
const { Ok, Err, railway, check, merge, elicit, askFor, stateOf, answerOf, text, toToolResult } = require('../lib/flow');

const TOOL = 'request_inspection';
const TEN_MINUTES = 10 * 60 * 1000;
const INSPECTION_TYPES = ['footing', 'framing', 'electrical_rough', 'plumbing_rough', 'insulation', 'final'];

const slotLabel = (slot) => `${slot.date} ${slot.window} (${slot.inspectorTeam})`;

const ownPermit = (portal, auth) => async ({ args }) => {
  const found = await portal.permit(args.permitId);
  if (!found.ok) return found;
  return found.value.contractorLicense === auth.extra.licenseNo ? Ok({ args, permit: found.value }) : Err('that permit is not held by your licence');
};

const offerSlots = ({ portal, envelope, config }) => (args, extra) =>
  railway(
    ownPermit(portal, extra.authInfo),
    merge(async ({ permit }) => {
      const slots = await portal.inspectionSlots(permit.id, args.inspectionType, config.inspectionLeadDays);
      if (!slots.ok) return slots;
      return slots.value.length ? Ok({ slots: slots.value }) : Err('no open inspection slots in the next two weeks');
    }),
    ({ permit, slots }) =>
      Ok(
        askFor({
          summary: `${slots.length} ${args.inspectionType} inspection slots are open for permit ${permit.id}.`,
          inputRequests: {
            slot: elicit(`Pick a ${args.inspectionType} inspection slot for ${permit.siteAddress}`, {
              slotId: { type: 'string', enum: slots.map((s) => s.id), enumNames: slots.map(slotLabel) },
            }),
          },
          requestState: envelope.seal({
            sub: extra.authInfo.extra.userId,
            tool: TOOL,
            exp: Date.now() + TEN_MINUTES,
            permitId: permit.id,
            inspectionType: args.inspectionType,
            slotIds: slots.map((s) => s.id),
            requester: extra.authInfo, // expect: no-secrets-in-state
          }),
        }),
      ),
  )({ args }).then(toToolResult);

const bookSlot = ({ portal, envelope }) => (args, extra) =>
  railway(
    (token) => envelope.open(token, { sub: extra.authInfo.extra.userId, tool: TOOL }),
    check((claims) => claims.permitId === args.permitId && claims.inspectionType === args.inspectionType, 'the permit or inspection type changed since the slots were offered'),
    merge(() => {
      const answer = answerOf(extra, 'slot');
      return answer ? Ok({ slotId: answer.slotId }) : Err('no slot was chosen; nothing was booked');
    }),
    check(({ slotIds, slotId }) => slotIds.includes(slotId), 'that slot was not among the offered ones'),
    async (claims) => {
      const booked = await portal.bookInspection(claims.permitId, claims.slotId, claims.requester.extra);
      return booked.ok ? Ok(text(`Inspection ${booked.value.inspectionId} booked for ${booked.value.date} ${booked.value.window}.`)) : booked;
    },
  )(stateOf(extra)).then(toToolResult);

module.exports = (deps) => ({
  name: TOOL,
  config: {
    description: 'Book a building inspection for one of your permits; you choose from the open slots.',
    inputSchema: { permitId: z.string().min(3), inspectionType: z.enum(INSPECTION_TYPES) },
    annotations: { readOnlyHint: false, idempotentHint: false },
  },
  handler: (args, extra) => (stateOf(extra) ? bookSlot(deps)(args, extra) : offerSlots(deps)(args, extra)),
});
