// suggest_hs_code: asks for material and intended use, then proposes and records an HS code for an invoice line.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { shipments } from '../db.js';
import { callerOf } from '../identity.js';
import { sealState, openState } from '../stateJwt.js';
import { hashArgs } from '../digest.js';
import { classificationHints } from '../customsGateway.js';

const TOOL = 'suggest_hs_code';

const reply = (text, structuredContent) => ({ content: [{ type: 'text', text }], structuredContent });
const refuse = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function registerClassifyTool(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Suggest a tariff (HS) code for one invoice line and store it on the shipment.',
      inputSchema: { shipmentId: z.string(), lineNo: z.number().int().min(1) },
    },
    async (args, ctx) => {
      const caller = callerOf(ctx);
      const shipment = await shipments.find(caller.brokerId, args.shipmentId);
      const line = shipment?.lines?.find((l) => l.no === args.lineNo);
      if (!line) return refuse(`Line ${args.lineNo} was not found on that shipment.`);
      const argsHash = hashArgs(TOOL, args);
      const raw = ctx.mcpReq.requestState();

      if (!raw) {
        const requestState = await sealState({
          userId: caller.userId,
          tool: TOOL,
          argsHash,
          data: { revision: shipment.revision },
        });
        return inputRequired({
          inputRequests: {
            facts: inputRequired.elicit({
              message: `Line ${line.no}: "${line.description}". What is it made of, and what is it used for?`,
              requestedSchema: {
                type: 'object',
                properties: {
                  material: { type: 'string', title: 'Main material' },
                  use: { type: 'string', title: 'Intended use' },
                },
                required: ['material', 'use'],
              },
            }),
          },
          requestState,
        });
      }

      const prior = await openState(raw, { userId: caller.userId, tool: TOOL, argsHash });
      if (!prior) return refuse('This classification request expired or was altered; please run it again.');
      if (prior.revision !== shipment.revision) return refuse('The shipment changed while you were answering; please run it again.');
      const facts = acceptedContent(ctx.mcpReq.inputResponses, 'facts');
      if (!facts) return reply('Classification cancelled.', { cancelled: true });

      const hints = await classificationHints({
        description: line.description,
        material: facts.material,
        use: facts.use,
        origin: shipment.origin,
      });
      const best = hints.candidates?.[0];
      if (!best) return reply('The gateway had no confident suggestion; classify this line by hand.', { candidates: [] });
      await shipments.setLineClassification(caller.brokerId, args.shipmentId, args.lineNo, best.hsCode, caller.userId);
      return reply(`Line ${line.no} classified as ${best.hsCode} (${best.heading}).`, { chosen: best, candidates: hints.candidates });
    },
  );
}
