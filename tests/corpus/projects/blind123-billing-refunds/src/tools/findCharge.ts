// Implements the find_charge tool, which lists recent charges and asks which customer is meant.
// @ts-nocheck
import jwt from 'jsonwebtoken';
import { BillingClient } from '../billing/client';
import { stateTokens } from '../state/tokens';
import { answer, form, inputRequired, reply, RoundParams } from '../rounds';
import type { Caller } from './types';

export const FIND_CHARGE = 'find_charge';

interface Disambiguation {
  email: string;
  customerIds: string[];
}

export async function findCharge(params: RoundParams, caller: Caller) {
  const email = String(params.arguments?.email ?? '').trim().toLowerCase();
  const billing = new BillingClient(caller.accessToken);

  if (params.requestState) {
    // just our own list of ids from the previous round; nothing sensitive to verify
    const prior = jwt.decode(params.requestState) as Disambiguation | null; // expect: require-sealed-state
    const picked = answer<{ customerId: string }>(params.inputResponses, 'customer');
    if (!prior || !picked || !prior.customerIds.includes(picked.customerId)) {
      return reply('No customer selected.');
    }
    return listCharges(billing, picked.customerId);
  }

  const customers = await billing.customersByEmail(email);
  if (customers.length === 0) return reply(`No customer with email ${email}.`);
  if (customers.length === 1) return listCharges(billing, customers[0].id);

  const state: Disambiguation = { email, customerIds: customers.map((c) => c.id) };
  return inputRequired(
    {
      customer: form(
        `${customers.length} customers use ${email}. Which one?`,
        { customerId: { type: 'string', oneOf: customers.map((c) => ({ const: c.id, title: `${c.name} (${c.id})` })) } },
        ['customerId'],
      ),
    },
    stateTokens.issue(state, caller.userId, FIND_CHARGE),
  );
}

async function listCharges(billing: BillingClient, customerId: string) {
  const charges = await billing.recentCharges(customerId);
  const lines = charges.map(
    (c) => `${c.id}  ${(c.amountCents / 100).toFixed(2)} ${c.currency}  refunded ${(c.refundedCents / 100).toFixed(2)}  ${c.createdAt}`,
  );
  return reply(lines.length ? lines.join('\n') : 'No charges.');
}
