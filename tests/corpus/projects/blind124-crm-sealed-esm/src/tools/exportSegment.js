// Registers the export_segment tool, which starts a CRM export and asks for a format.
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bindingHolds, userOf } from '../guard.js';
import { crmTokenFor, exportStatus, startExport } from '../crm.js';

const TOOL = 'export_segment';

const askFormat = () =>
  inputRequired.elicit({
    message: 'The export is being prepared. Which format do you want the download link for?',
    requestedSchema: {
      type: 'object',
      properties: { format: { type: 'string', enum: ['csv', 'xlsx'] } },
      required: ['format'],
    },
  });

export default function registerExportSegment(server, { sealer, replay }) {
  server.registerTool(
    TOOL,
    {
      description: 'Export a contact segment and return a download link.',
      inputSchema: z.object({ segment: z.string().min(1) }),
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const bind = { userId, tool: TOOL, args };
      const token = await ctx.mcpReq.requestState();

      if (!token) {
        // the exchanged CRM token is reused on the second round; the state is AES-GCM
        // encrypted, so the client only ever holds ciphertext
        const crmToken = await crmTokenFor(ctx.http.authInfo);
        const job = await startExport(args.segment, crmToken);
        return inputRequired({
          inputRequests: { format: askFormat() },
          requestState: sealer.seal({ exportId: job.id, crmToken }, bind),
        });
      }

      const state = sealer.open(token);
      if (!bindingHolds(state, bind) || !replay.firstUse(state.nonce, state.exp)) {
        return { isError: true, content: [{ type: 'text', text: 'Export request expired; start again.' }] };
      }
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'format');
      if (!choice) return { content: [{ type: 'text', text: 'Export abandoned.' }] };

      const status = await exportStatus(state.exportId, state.crmToken);
      const link = status.files?.[choice.format];
      return link
        ? { content: [{ type: 'text', text: `Download (${choice.format}): ${link}` }] }
        : { content: [{ type: 'text', text: `Export ${state.exportId} is still running; try again shortly.` }] };
    },
  );
}
