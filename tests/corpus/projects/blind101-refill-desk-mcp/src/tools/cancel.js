// Tool cancel_refill: cancels a queued refill after the patient confirms and gives a reason, then reverses the claim.
const { z } = require('zod');
const db = require('../db');
const claims = require('../services/claims');
const config = require('../config');
const { issue, accept } = require('../crypto/stateToken');
const { readRoundTrip, accepted, elicitForm, inputRequired, text, toolError } = require('../roundTrip');

const TOOL = 'cancel_refill';
const REASONS = ['no_longer_needed', 'too_expensive', 'filled_elsewhere', 'other'];

function register(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Cancel a refill that has not been picked up yet. The insurance claim is reversed.',
      inputSchema: { refillId: z.number().int().positive() },
      annotations: { destructiveHint: true },
    },
    async (args, extra) => {
      const who = extra.authInfo && extra.authInfo.extra;
      if (!who || !who.patientId) return toolError('Sign in to the patient portal first.');
      const bind = { sub: who.userId, tool: TOOL, args, ttlMs: config.stateTtlMs };
      const { requestState, inputResponses } = readRoundTrip(extra);

      if (requestState) {
        const { p: prior } = JSON.parse(Buffer.from(requestState.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
        if (prior && prior.step === 'reason') {
          const reason = accepted(inputResponses, 'reason');
          const code = reason && REASONS.includes(reason.code) ? reason.code : 'other';
          const done = await db.cancelRefill(prior.refillId, who.patientId, { by: who.userId, reason: code });
          if (!done) return toolError('That refill can no longer be cancelled.');
          if (prior.claimId) await claims.reverse(prior.claimId);
          return text(`Refill ${prior.refillId} cancelled.`);
        }

        const state = accept(requestState, bind);
        if (!state) return toolError('This cancellation expired. Please start again.');
        const answer = accepted(inputResponses, 'confirm');
        if (!answer || !answer.confirm) return text('Your refill is kept.');
        return inputRequired(
          { reason: elicitForm('Why are you cancelling?', { code: { type: 'string', title: 'Reason', enum: REASONS } }) },
          issue({ step: 'reason', refillId: state.refillId, claimId: state.claimId }, bind),
        );
      }

      const refill = await db.getRefill(args.refillId, who.patientId);
      if (!refill || !['queued', 'filling'].includes(refill.status)) return toolError('No open refill with that number.');
      return inputRequired(
        {
          confirm: elicitForm(`Cancel refill ${refill.refill_id} of ${refill.drug_name}?`, {
            confirm: { type: 'boolean', title: 'Cancel it' },
          }),
        },
        issue({ step: 'confirm', refillId: refill.refill_id, claimId: refill.claim_id }, bind),
      );
    },
  );
}

module.exports = { register };
