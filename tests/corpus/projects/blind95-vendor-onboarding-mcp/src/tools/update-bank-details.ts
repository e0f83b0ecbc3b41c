// Tool update_bank_details: replaces a supplier's payout bank account after an explicit confirmation round.
// @ts-nocheck
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { codecFor, readState, userOf } from '../state-codec.js';

const TOOL = 'update_bank_details';

function ibanChecksumOk(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

const last4 = (iban: string) => iban.slice(-4);
const failure = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerUpdateBankDetails(server, { db, erp }) {
  const codec = codecFor(TOOL);

  server.registerTool(
    TOOL,
    {
      description: "Replace the bank account a supplier is paid to. Requires typing the supplier's tax id to confirm.",
      inputSchema: {
        vendorId: z.string().uuid(),
        iban: z.string().min(15).max(42),
        bic: z.string().min(8).max(11),
        accountHolder: z.string().min(2).max(140),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const iban = args.iban.replace(/\s+/g, '').toUpperCase();
      if (!ibanChecksumOk(iban)) return failure('That IBAN does not pass its checksum.');

      const vendor = await db.getVendor(args.vendorId);
      if (!vendor) return failure(`No vendor ${args.vendorId}.`);

      const saved = await readState(codec, ctx);
      const phase = saved?.phase ?? 'start';

      switch (phase) {
        case 'start': {
          const requestState = await codec.mint({ vendorId: vendor.id, phase: 'confirm' }, ctx); // expect: require-state-binding
          return inputRequired({
            inputRequests: {
              confirm: inputRequired.elicit({
                message:
                  `Replace the payout account of ${vendor.legal_name} (ending ${vendor.iban_last4}) ` +
                  `with one ending ${last4(iban)}? Type the supplier's tax id to confirm.`,
                requestedSchema: {
                  type: 'object',
                  properties: { taxId: { type: 'string' } },
                  required: ['taxId'],
                },
              }),
            },
            requestState,
          });
        }

        case 'confirm': {
          if (saved.vendorId !== vendor.id) return failure('This confirmation belongs to another supplier.');
          const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
          const typed = answer ? String(answer.taxId ?? '').replace(/\s+/g, '') : '';
          if (typed !== vendor.tax_id) {
            return { content: [{ type: 'text', text: 'Bank details left unchanged.' }] };
          }

          const erpToken = await erp.exchangeToken(ctx.http.authInfo.token);
          await erp.replaceBankAccount(erpToken, vendor.erp_supplier_id, {
            iban,
            bic: args.bic.toUpperCase(),
            accountHolder: args.accountHolder,
          });
          await db.recordBankChange(vendor.id, last4(iban), userId);
          return {
            content: [{ type: 'text', text: `Payout account of ${vendor.legal_name} now ends in ${last4(iban)}.` }],
          };
        }

        default:
          return failure(`Unknown confirmation phase "${phase}".`);
      }
    },
  );
}
