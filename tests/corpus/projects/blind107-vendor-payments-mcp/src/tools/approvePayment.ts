// src/tools/approvePayment.ts — approve_payment: approves an invoice for payment after an explicit confirmation
// @ts-nocheck
import { z } from 'zod';
import { repo } from '../repo.js';
import { settings } from '../settings.js';
import { sealState } from '../roundState.js';
import { accepted, callerOf, elicit, fail, inputRequired, ok, responsesFrom, stateFrom } from '../roundTrip.js';

var TOOL = 'approve_payment';

export function registerApprovePayment(server) {
  server.registerTool(TOOL, {
    title: 'Approve payment',
    description: 'Approve a received invoice for payment to the vendor\'s bank account on file.',
    inputSchema: { invoiceId: z.string() },
    annotations: { destructiveHint: true }
  }, async function (args, extra) {
    var caller = callerOf(extra);
    if (!caller) return fail('Sign in first.');
    if (caller.roles.indexOf('ap_approver') === -1) return fail('Only AP approvers can approve payments.');

    var invoice = await repo.invoice(caller.orgId, args.invoiceId);
    if (!invoice) return fail('Invoice ' + args.invoiceId + ' not found.');
    if (invoice.status !== 'received') return fail('Invoice ' + invoice.number + ' is ' + invoice.status + '.');
    if (invoice.amount_cents > settings.approvalLimitCents) return fail('Invoice ' + invoice.number + ' is above your approval limit.');

    var round = stateFrom(extra, caller.id, TOOL);
    if (!round.present) {
      var state = sealState({
        invoiceId: invoice.id,
        amountCents: invoice.amount_cents,
        payeeAccountId: invoice.payee_account_id
      }, caller.id, TOOL);
      return inputRequired({
        confirm: elicit('Pay ' + (invoice.amount_cents / 100).toFixed(2) + ' ' + invoice.currency + ' to ' + invoice.vendor_name + ' for invoice ' + invoice.number + '?', {
          approve: { type: 'boolean', title: 'Approve payment' }
        })
      }, state);
    }

    var st = round.value;
    if (!st) return fail('This approval is not valid. Start again.');
    if (st.invoiceId !== invoice.id || st.amountCents !== invoice.amount_cents || st.payeeAccountId !== invoice.payee_account_id) {
      return fail('The invoice or the vendor bank account changed after you were asked. Start again.');
    }
    var answer = accepted(responsesFrom(extra), 'confirm');
    if (!answer || answer.approve !== true) return ok('Invoice ' + invoice.number + ' was not approved.');

    var paymentId = await repo.approveInvoice(caller.orgId, invoice.id, caller.id, st.payeeAccountId, st.amountCents);
    if (!paymentId) return fail('Invoice ' + invoice.number + ' changed before it could be approved.');
    return ok('Approved invoice ' + invoice.number + '; payment ' + paymentId + ' queued.');
  });
}
