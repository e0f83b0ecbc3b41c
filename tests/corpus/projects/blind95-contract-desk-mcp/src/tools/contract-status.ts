// Tool contract_status: read-only status of the caller's envelopes, refreshed from the provider on request.
// @ts-nocheck
import { z } from 'zod';
import { callerId, text, toolError } from '../rounds.js';

export function registerContractStatus(server, { repo, esign }) {
  server.registerTool(
    'contract_status',
    {
      description: 'Show the status of your sent contracts, or of one envelope in detail.',
      inputSchema: { envelopeId: z.string().uuid().optional(), limit: z.number().int().min(1).max(50).default(10) },
      annotations: { readOnlyHint: true },
    },
    async (args, extra) => {
      const sub = callerId(extra);
      if (args.envelopeId) {
        const envelope = await repo.getEnvelope(args.envelopeId);
        if (!envelope || envelope.ownerId !== sub) return toolError('You have no envelope with that id.');
        const live = await esign.getEnvelope(args.envelopeId);
        return text(
          `Envelope ${args.envelopeId}: ${live.status} (last change ${live.statusChangedDateTime}), ` +
            `counterparty ${envelope.counterpartyEmail}.`,
        );
      }
      const rows = await repo.listEnvelopes(sub, args.limit);
      if (rows.length === 0) return text('You have not sent any contracts yet.');
      return text(rows.map((r) => `${r.envelopeId}\t${r.status}\t${r.counterpartyEmail}\t${new Date(r.sentAt).toISOString()}`).join('\n'));
    },
  );
}
