import * as z from 'zod/v4';
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { codec, type RoundState } from '../state.js';
import { getSegment, purgeSegment } from '../crm.js';
import { callerToken, text, fail, plural } from '../util.js';

const TOOL = 'purge_contacts';

export function registerPurge(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Delete every contact in a segment from the CRM. The user must type the segment name to confirm.',
      inputSchema: z.object({ segmentId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ segmentId }, ctx) => {
      const userToken = callerToken(ctx);
      const st = ctx.mcpReq.requestState<RoundState>();

      if (!st) {
        const seg = await getSegment(userToken, segmentId);
        return inputRequired({
          inputRequests: {
            typed: inputRequired.elicit({
              message: `This deletes ${plural(seg.size, 'contact')} for good. Type the segment name ("${seg.name}") to confirm.`,
              requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
            }),
          },
          requestState: await codec.mint({ tool: TOOL, step: 'confirm', segmentId, count: seg.size, segmentName: seg.name }, ctx),
        });
      }

      // a confirmation only counts for this tool and exactly this segment
      if (st.tool !== TOOL || st.segmentId !== segmentId) return fail('That confirmation was for something else; start again.');

      const typed = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'typed');
      if (!typed) return text('Nothing deleted.');
      if (typed.name.trim() !== st.segmentName) return text(`"${typed.name}" is not "${st.segmentName}". Nothing deleted.`);

      const res = await purgeSegment(userToken, segmentId);
      return text(`Deleted ${plural(res.deleted, 'contact')} from "${st.segmentName}".`);
    },
  );
}
