// Tool request_refill: prices a refill with the patient's plan, asks for confirmation and a pickup store, then queues it.
const { z } = require('zod');
const db = require('../db');
const claims = require('../services/claims');
const config = require('../config');
const { issue, accept } = require('../crypto/stateToken');
const { readRoundTrip, accepted, elicitForm, inputRequired, text, toolError } = require('../roundTrip');

const TOOL = 'request_refill';

function dollars(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

function register(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Request a refill of an active prescription. Shows the copay and asks where to pick it up.',
      inputSchema: {
        rxId: z.string().regex(/^RX\d{7,10}$/),
        quantity: z.number().int().positive().max(360).optional(),
      },
    },
    async (args, extra) => {
      const who = extra.authInfo && extra.authInfo.extra;
      if (!who || !who.patientId) return toolError('Sign in to the patient portal first.');
      const rx = await db.getPrescription(args.rxId, who.patientId);
      if (!rx) return toolError('No active prescription with that number.');
      if (rx.refills_remaining < 1) return toolError('No refills remain; ask your prescriber for a new prescription.');

      const bind = { sub: who.userId, tool: TOOL, args, ttlMs: config.stateTtlMs };
      const { requestState, inputResponses } = readRoundTrip(extra);

      if (!requestState) {
        const store = await db.getStore(rx.store_id);
        const q = await claims.quote({
          memberId: who.patientId,
          ndc: rx.ndc,
          quantity: args.quantity || rx.default_quantity,
          daysSupply: rx.days_supply,
          storeNcpdp: store.ncpdp_id,
        });
        const nearby = await db.listStoresNear(store.zip);
        return inputRequired(
          {
            pickup: elicitForm(`${rx.drug_name} ${rx.strength}: your copay is ${dollars(q.copayCents)}. Confirm and choose a pickup store.`, {
              confirm: { type: 'boolean', title: 'Place the refill' },
              storeId: {
                type: 'string',
                title: 'Pickup store',
                oneOf: nearby.map((s) => ({ const: String(s.store_id), title: `${s.name} - ${s.street}` })),
              },
            }),
          },
          issue(
            {
              quoteId: q.quoteId,
              copayCents: q.copayCents,
              stores: nearby.map((s) => String(s.store_id)),
              adjudicationToken: q.sessionToken, // expect: no-secrets-in-state
            },
            bind,
          ),
        );
      }

      const state = accept(requestState, bind);
      if (!state) return toolError('This refill request expired. Please start again.');
      const answer = accepted(inputResponses, 'pickup');
      if (!answer || !answer.confirm) return text('Refill not placed.');
      if (!state.stores.includes(answer.storeId)) return toolError('Please pick one of the listed stores.');

      const claim = await claims.submit({ quoteId: state.quoteId, sessionToken: state.adjudicationToken });
      const refillId = await db.createRefill({
        rxId: rx.rx_id,
        patientId: who.patientId,
        storeId: Number(answer.storeId),
        claimId: claim.claimId,
        copayCents: state.copayCents,
      });
      return text(`Refill ${refillId} queued for pickup at store ${answer.storeId}. Copay ${dollars(state.copayCents)}.`, {
        refillId,
        claimId: claim.claimId,
      });
    },
  );
}

module.exports = { register };
