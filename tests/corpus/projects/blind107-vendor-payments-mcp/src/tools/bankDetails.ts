// src/tools/bankDetails.ts — update_vendor_bank_account: replaces the account a vendor is paid into
// @ts-nocheck
import { z } from 'zod';
import { repo } from '../repo.js';
import { sealState } from '../roundState.js';
import { accepted, callerOf, elicit, fail, inputRequired, ok, responsesFrom, stateFrom } from '../roundTrip.js';

var TOOL = 'update_vendor_bank_account';

function normaliseIban(iban) {
  return String(iban).replace(/\s+/g, '').toUpperCase();
}

function ibanValid(iban) {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  var moved = iban.slice(4) + iban.slice(0, 4);
  var digits = moved.replace(/[A-Z]/g, function (ch) { return String(ch.charCodeAt(0) - 55); });
  var rem = 0;
  for (var i = 0; i < digits.length; i++) rem = (rem * 10 + Number(digits[i])) % 97;
  return rem === 1;
}

export function registerBankDetails(server) {
  server.registerTool(TOOL, {
    title: 'Change vendor bank account',
    description: 'Replace the bank account a vendor is paid into. Future payments go to the new account.',
    inputSchema: { vendorId: z.string(), iban: z.string(), bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/) },
    annotations: { destructiveHint: true }
  }, async function (args, extra) {
    var caller = callerOf(extra);
    if (!caller) return fail('Sign in first.');
    if (caller.roles.indexOf('vendor_admin') === -1) return fail('Only vendor admins can change bank details.');

    var iban = normaliseIban(args.iban);
    if (!ibanValid(iban)) return fail('That IBAN does not validate.');
    var vendor = await repo.vendor(caller.orgId, args.vendorId);
    if (!vendor) return fail('Vendor ' + args.vendorId + ' not found.');

    var round = stateFrom(extra, caller.id, TOOL);
    if (!round.present) {
      return inputRequired({
        confirm: elicit('Change the bank account of ' + vendor.name + ' to ' + iban + ' (' + args.bic + ')? Did you verify it by calling the vendor on a known number?', {
          verifiedByPhone: { type: 'boolean', title: 'Verified with the vendor by phone' }
        })
      }, sealState({ vendorId: vendor.id, iban: iban, bic: args.bic }, caller.id, TOOL));
    }

    var st = round.value;
    if (!st || st.vendorId !== vendor.id || st.iban !== iban || st.bic !== args.bic) {
      return fail('This change request is not valid for these details. Start again.');
    }
    var answer = accepted(responsesFrom(extra), 'confirm');
    if (!answer || answer.verifiedByPhone !== true) return ok('Bank details of ' + vendor.name + ' were not changed.');

    var accountId = await repo.replaceBankAccount(caller.orgId, vendor.id, st.iban, st.bic, caller.id);
    return ok('Vendor ' + vendor.name + ' will now be paid into account ' + accountId + '.');
  });
}
