// Shipment tools: list open shipments and lodge an import declaration after an explicit confirmation.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { shipments, declarations } from '../db.js';
import { callerOf } from '../identity.js';
import { sealState, openState } from '../stateJwt.js';
import { hashArgs } from '../digest.js';
import { estimateDuties, lodgeDeclaration } from '../customsGateway.js';

const SUBMIT = 'submit_declaration';

const reply = (text, structuredContent) => ({ content: [{ type: 'text', text }], structuredContent });
const refuse = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function registerDeclarationTools(server) {
  server.registerTool(
    'list_shipments',
    {
      description: 'List shipments that still need customs work, soonest arrival first.',
      inputSchema: { limit: z.number().int().min(1).max(50).default(20) },
      annotations: { readOnlyHint: true },
    },
    async ({ limit }, ctx) => {
      const { brokerId } = callerOf(ctx);
      const rows = await shipments.listOpen(brokerId, limit);
      return reply(`${rows.length} open shipments.`, { shipments: rows });
    },
  );

  server.registerTool(
    SUBMIT,
    {
      description: 'Lodge the import declaration for a shipment with customs. Duties become payable and the declaration cannot be withdrawn here.',
      inputSchema: {
        shipmentId: z.string(),
        procedureCode: z.string().regex(/^\d{4}$/),
        incoterm: z.enum(['EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP']),
      },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const shipment = await shipments.find(caller.brokerId, args.shipmentId);
      if (!shipment) return refuse('Shipment not found.');
      if (shipment.status === 'declared') return refuse(`Already declared under MRN ${shipment.mrn}.`);
      const unclassified = shipment.lines.filter((l) => !l.hsCode);
      if (unclassified.length > 0) return refuse(`Lines ${unclassified.map((l) => l.no).join(', ')} have no HS code yet.`);

      const argsHash = hashArgs(SUBMIT, args);
      const lines = shipment.lines.map((l) => ({ hsCode: l.hsCode, value: l.value, currency: l.currency, netKg: l.netKg }));
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const estimate = await estimateDuties({ lines, origin: shipment.origin, procedureCode: args.procedureCode, incoterm: args.incoterm });
        const requestState = await sealState({
          userId: caller.userId,
          tool: SUBMIT,
          argsHash,
          data: { revision: shipment.revision, dutyCents: estimate.totalCents },
        });
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Lodge ${shipment.reference} under procedure ${args.procedureCode} (${args.incoterm})? Estimated duty and VAT: ${(estimate.totalCents / 100).toFixed(2)} ${estimate.currency}.`,
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Lodge declaration' } },
                required: ['confirm'],
              },
            }),
          },
          requestState,
        });
      }

      const prior = await openState(raw, { userId: caller.userId, tool: SUBMIT, argsHash });
      if (!prior) return refuse('The confirmation expired or does not match this declaration; please start again.');
      if (prior.revision !== shipment.revision) return refuse('The shipment was edited after you confirmed; please review it again.');
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.confirm !== true) return reply('Declaration not lodged.', { lodged: false });

      const lodged = await lodgeDeclaration({
        reference: shipment.reference,
        consignee: shipment.consignee,
        origin: shipment.origin,
        procedureCode: args.procedureCode,
        incoterm: args.incoterm,
        lines,
      });
      const updated = await shipments.markDeclared(caller.brokerId, args.shipmentId, shipment.revision, lodged.mrn);
      await declarations.record({
        shipmentId: args.shipmentId,
        brokerId: caller.brokerId,
        lodgedBy: caller.userId,
        mrn: lodged.mrn,
        dutyEstimateCents: prior.dutyCents,
        revisionMatched: updated.modifiedCount === 1,
      });
      return reply(`Declaration lodged: MRN ${lodged.mrn}.`, { lodged: true, mrn: lodged.mrn });
    },
  );
}
