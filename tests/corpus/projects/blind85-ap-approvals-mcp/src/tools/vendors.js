// update_vendor_bank: changes a vendor's payout account after a risk assessment and the approver's confirmation.
'use strict';

const { createHash } = require('node:crypto');
const { z } = require('zod');
const { getTenant, openBankChangeReview, recordAudit } = require('../db');
const { getVendor, updateVendorBank, assessBankChange } = require('../erp');
const { sign, expiresIn } = require('../state/token');
const { PendingPayout } = require('../state/claims');
const { text, toolError, elicit, inputRequired, accepted } = require('../results');

const TOOL = 'update_vendor_bank';

const Iban = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'not an IBAN'));

const digestIban = (iban) => createHash('sha256').update(`iban:${iban}`).digest('hex');

const updateVendorBankTool = {
  name: TOOL,
  description: 'Change the bank account a vendor is paid to. High-risk changes are queued for a second reviewer.',
  annotations: { destructiveHint: true },
  input: z.object({
    vendorId: z.string().min(1),
    iban: Iban,
    bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  }),
  async run(args, { principal, inputResponses, requestState }) {
    if (!principal.roles.includes('vendor_admin')) return toolError('Only vendor administrators can change bank details.');
    const tenant = await getTenant(principal.tenantId);

    if (!requestState) {
      const vendor = await getVendor(tenant, args.vendorId);
      const risk = await assessBankChange({ tenantId: tenant.id, vendorId: vendor.id, iban: args.iban, bic: args.bic });
      const state = sign({ // expect: require-state-binding
        sub: principal.userId,
        tid: tenant.id,
        tool: TOOL,
        exp: expiresIn(),
        vendorId: vendor.id,
        ibanDigest: digestIban(args.iban),
        riskScore: risk.score,
        reviewRequired: risk.holdForReview || risk.score >= 70,
      });
      const current = vendor.bank ? `****${vendor.bank.ibanLast4}` : 'no account on file';
      const notes = risk.reasons.length ? ` Risk notes: ${risk.reasons.join('; ')}.` : '';
      return inputRequired(
        {
          confirm: elicit(
            `Change ${vendor.name}'s bank account from ${current} to ****${args.iban.slice(-4)} (${args.bic})?${notes}`,
            { confirm: { type: 'boolean', title: 'I verified this change with the vendor by phone' } },
          ),
        },
        state,
      );
    }

    const pending = PendingPayout.parse(requestState); // expect: require-sealed-state
    if (
      pending.sub !== principal.userId ||
      pending.tid !== tenant.id ||
      pending.vendorId !== args.vendorId ||
      pending.ibanDigest !== digestIban(args.iban)
    ) {
      return toolError('This confirmation does not match the requested change.');
    }
    if (pending.exp <= Math.floor(Date.now() / 1000)) return toolError('The confirmation expired; start again.');

    const answer = accepted(inputResponses, 'confirm');
    if (!answer || answer.confirm !== true) return text('Bank details left unchanged.');

    if (pending.reviewRequired) {
      const reviewId = await openBankChangeReview({
        tenantId: tenant.id,
        vendorId: args.vendorId,
        requestedBy: principal.userId,
        ibanLast4: args.iban.slice(-4),
        riskScore: pending.riskScore,
      });
      return text(`Change queued for second review (ticket ${reviewId}).`);
    }

    await updateVendorBank(tenant, args.vendorId, { iban: args.iban, bic: args.bic, changedBy: principal.userId });
    await recordAudit(tenant.id, principal.userId, 'vendor.bank_change', args.vendorId, {
      ibanLast4: args.iban.slice(-4),
      riskScore: pending.riskScore,
    });
    return text(`Updated bank details for vendor ${args.vendorId}.`);
  },
};

module.exports = { updateVendorBankTool };
