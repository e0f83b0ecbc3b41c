// Models two segment tools that share a state shape: export_segment (checks the tool) and share_segment (does not).
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { crm } from '../crmClient.js';

const pickSchema = z.object({ segmentId: z.string(), format: z.enum(['csv', 'xlsx']) });
const recipientSchema = z.object({ email: z.string().email() });

export function registerSegmentTools(server, stateCodec) {
  server.registerTool(
    'export_segment',
    { description: 'Export one of your contact segments', inputSchema: z.object({}) },
    async (_args, ctx) => {
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'pick', pickSchema);
      if (!pick) {
        const segments = await crm.segmentsFor(ctx.http?.authInfo?.extra?.userId);
        return inputRequired({
          inputRequests: {
            pick: inputRequired.elicit({ message: `Pick a segment: ${segments.map((s) => s.id).join(', ')}`, requestedSchema: pickSchema }),
          },
          requestState: await stateCodec.mint({ tool: 'export_segment', offered: segments.map((s) => s.id) }, ctx),
        });
      }
      const state = ctx.mcpReq.requestState();
      if (state.tool !== 'export_segment' || !state.offered.includes(pick.segmentId)) {
        return { isError: true, content: [{ type: 'text', text: 'That segment was not offered to you.' }] };
      }
      const job = await crm.exportSegment(pick.segmentId, pick.format);
      return { content: [{ type: 'text', text: `Export started: ${job.downloadUrl}` }] };
    },
  );

  server.registerTool(
    'share_segment',
    { description: 'Share one of your contact segments with a colleague by email', inputSchema: z.object({}) },
    (_args, ctx) => {
      const pick = acceptedContent(ctx.mcpReq.inputResponses, 'pick', pickSchema);
      const recipient = acceptedContent(ctx.mcpReq.inputResponses, 'recipient', recipientSchema);
      if (!pick || !recipient) {
        return crm.segmentsFor(ctx.http?.authInfo?.extra?.userId).then((segments) =>
          stateCodec.mint({ tool: 'share_segment', offered: segments.map((s) => s.id) }, ctx).then((requestState) =>
            inputRequired({
              inputRequests: {
                pick: inputRequired.elicit({ message: 'Which segment?', requestedSchema: pickSchema }),
                recipient: inputRequired.elicit({ message: 'Share with whom?', requestedSchema: recipientSchema }),
              },
              requestState,
            }),
          ),
        );
      }
      const { offered } = ctx.mcpReq.requestState(); // expect: require-state-binding
      if (!offered.includes(pick.segmentId)) {
        return { isError: true, content: [{ type: 'text', text: 'That segment was not offered to you.' }] };
      }
      return crm
        .shareSegment(pick.segmentId, recipient.email, pick.format)
        .then((share) => ({ content: [{ type: 'text', text: `Shared with ${recipient.email} (${share.id})` }] }));
    },
  );
}
