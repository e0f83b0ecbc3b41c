// Tool file_import_declaration: lodges a shipment's import declaration with customs (legally binding).
// @ts-nocheck
import { z } from 'zod';
import { brokerUser } from '../auth/tokens.js';
import { collections, audit } from '../db/mongo.js';
import { submitDeclaration } from '../customs/client.js';
import { sealBound, openBound } from '../state/binding.js';
import { needsInput, form, incomingState, acceptedAnswer, say, refuse } from '../mcp/rounds.js';

const TOOL = 'file_import_declaration';

interface Pending {
  dutyCents: number;
  vatCents: number;
  brokerLicenseNo: string;
}

const eur = (cents: number) => `€${(cents / 100).toFixed(2)}`;

export function registerFileDeclaration(server) {
  server.registerTool(
    TOOL,
    {
      title: 'File import declaration',
      description: 'Lodge the import declaration for a shipment. Once accepted it can only be invalidated, not edited.',
      inputSchema: {
        shipmentId: z.string().regex(/^SHP-[0-9A-Z]{8}$/),
        procedureCode: z.enum(['4000', '4200', '5100']),
        declarantEori: z.string().regex(/^[A-Z]{2}[0-9A-Z]{1,15}$/),
      },
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
    },
    async (args, extra) => {
      const user = brokerUser(extra);
      const shipment = await collections.shipments().findOne({ _id: args.shipmentId, brokerId: user.brokerId });
      if (!shipment) return refuse(`Shipment ${args.shipmentId} is not on your books.`);
      if (shipment.declarationMrn) return refuse(`Shipment already declared under MRN ${shipment.declarationMrn}.`);

      const envelope = incomingState(extra);
      if (!envelope) {
        const dutyCents = shipment.lines.reduce((sum, l) => sum + Math.round(l.customsValueCents * l.dutyRatePct / 100), 0);
        const vatCents = Math.round((shipment.customsValueCents + dutyCents) * shipment.vatRatePct / 100);
        const state = sealBound<Pending>(TOOL, user.userId, args, { dutyCents, vatCents, brokerLicenseNo: user.licenseNo });
        return needsInput(
          {
            confirm: form(
              `Lodge declaration for ${args.shipmentId} (${shipment.lines.length} lines, procedure ${args.procedureCode}) ` +
                `as broker ${user.licenseNo}? Duty ${eur(dutyCents)}, import VAT ${eur(vatCents)}.`,
              { lodge: { type: 'boolean', title: 'Lodge with customs' } },
            ),
          },
          state,
          'Waiting for the broker to confirm the declaration.',
        );
      }

      const pending = openBound<Pending>(envelope, TOOL, user.userId, args);
      if (!pending) return refuse('The confirmation expired or does not match this request; ask again.');

      const answer = acceptedAnswer(extra, 'confirm');
      if (answer?.lodge !== true) return say('Declaration not lodged.');

      const result = await submitDeclaration({
        procedure: args.procedureCode,
        declarant: { eori: args.declarantEori },
        representative: { licence: pending.brokerLicenseNo, type: 'indirect' },
        goods: shipment.lines.map((l) => ({ commodityCode: l.code, origin: l.origin, valueCents: l.customsValueCents, netMassKg: l.netMassKg })),
        totals: { dutyCents: pending.dutyCents, vatCents: pending.vatCents },
      });

      await collections.shipments().updateOne({ _id: args.shipmentId }, { $set: { declarationMrn: result.mrn, declaredAt: new Date() } });
      await collections.declarations().insertOne({ mrn: result.mrn, brokerId: user.brokerId, shipmentId: args.shipmentId, status: result.status });
      await audit({ action: 'declaration.lodged', userId: user.userId, mrn: result.mrn, shipmentId: args.shipmentId });

      return {
        content: [{ type: 'text', text: `Declaration lodged. MRN ${result.mrn}, status ${result.status}.` }],
        structuredContent: result,
      };
    },
  );
}
