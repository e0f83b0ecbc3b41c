// Zod schemas for the claims each tool keeps in its state token.
'use strict';

const { z } = require('zod');
const { decodePayload } = require('./token');

const BaseClaims = z.object({
  sub: z.string().min(1),
  tid: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int().optional(),
});

const ApprovalClaims = BaseClaims.extend({
  tool: z.literal('approve_invoice'),
  inv: z.string().min(1),
  amt: z.number().int().positive(),
  cur: z.string().length(3),
  acct: z.string().min(1),
  erpKey: z.string().min(1),
});

const PayoutClaims = BaseClaims.extend({
  tool: z.literal('update_vendor_bank'),
  exp: z.number().int(),
  vendorId: z.string().min(1),
  ibanDigest: z.string().regex(/^[a-f0-9]{64}$/),
  riskScore: z.number().min(0).max(100),
  reviewRequired: z.boolean(),
});

const PendingPayout = z
  .string()
  .min(1)
  .transform((raw) => decodePayload(raw))
  .pipe(PayoutClaims);

module.exports = { ApprovalClaims, PayoutClaims, PendingPayout };
