// request_credit_memo: previews the supplier's credit for a recall and files the claim once the buyer agrees.
'use strict';

const { z } = require('zod');
const db = require('../db');
const stateToken = require('../lib/stateToken');
const { argsDigest } = require('../lib/digest');
const { SupplierGatewayError, portalCredentials, previewCredit, submitCredit } = require('../suppliers');

const NAME = 'request_credit_memo';

const schema = z.object({
  recallId: z.string().regex(/^RC-\d{4}-\d{4}$/),
  contactEmail: z.string().email(),
});

function money(cents) {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

async function run(args, call) {
  const { text, inputRequired, form, accepted } = require('./index');
  const { principal } = call;
  if (!principal.scopes.includes('recall:finance')) {
    return text('Credit claims need the recall:finance scope.', true);
  }
  const binding = { sub: principal.userId, tool: NAME, args: argsDigest(NAME, args) };

  if (!call.requestState) {
    const recall = await db.recallById(args.recallId);
    if (!recall) {
      return text(`No recall ${args.recallId}.`, true);
    }
    const credentials = await portalCredentials(recall.supplier_id);
    const preview = await previewCredit(credentials, recall);
    const pending = {
      stage: 'confirm-credit',
      recallId: recall.id,
      supplierName: recall.supplier_name,
      amountCents: preview.amountCents,
      accountNumber: credentials.accountNumber,
      portalApiKey: credentials.apiKey, // expect: no-secrets-in-state
    };
    return inputRequired(
      {
        confirm: form(
          `${recall.supplier_name} offers ${money(preview.amountCents)} credit for ${recall.id}. File the claim?`,
          { confirm: { type: 'boolean', title: 'File credit claim' } },
          ['confirm'],
        ),
      },
      stateToken.seal(pending, binding),
    );
  }

  const pending = stateToken.open(call.requestState, binding);
  if (!pending || pending.stage !== 'confirm-credit') {
    return text('This credit offer has expired; please request it again.', true);
  }
  const answer = accepted(call, 'confirm');
  if (!answer || answer.confirm !== true) {
    return text('No claim was filed.');
  }
  try {
    const memo = await submitCredit(pending.portalApiKey, pending.accountNumber, pending.recallId, pending.amountCents, args.contactEmail);
    await db.recordCreditClaim(pending.recallId, memo.reference, pending.amountCents, principal.userId);
    return text(`Filed credit claim ${memo.reference} with ${pending.supplierName} for ${money(pending.amountCents)}.`);
  } catch (err) {
    if (err instanceof SupplierGatewayError && err.status === 409) {
      return text('A credit claim for this recall already exists at the supplier.', true);
    }
    throw err;
  }
}

module.exports = {
  name: NAME,
  description: 'Ask the supplier for a credit memo covering a recall. Shows the offered amount first.',
  schema,
  jsonSchema: {
    type: 'object',
    properties: {
      recallId: { type: 'string', pattern: '^RC-\\d{4}-\\d{4}$' },
      contactEmail: { type: 'string', format: 'email' },
    },
    required: ['recallId', 'contactEmail'],
  },
  annotations: { destructiveHint: false, openWorldHint: true },
  run,
};
