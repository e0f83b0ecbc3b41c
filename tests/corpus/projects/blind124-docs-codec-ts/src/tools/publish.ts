// Registers the publish_doc tool, asking for approval before publishing a document.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { StateCodecs, DocState } from '../state/codecs.js';
import { userOf, type ToolCtx } from '../identity.js';
import { getDoc, publishDoc } from '../docsApi.js';

const TOOL = 'publish_doc';

const argsSchema = z.object({ docId: z.string(), channel: z.enum(['intranet', 'public-site']) });
type Args = z.infer<typeof argsSchema>;

const fingerprint = (a: Args) => createHash('sha256').update(`${a.docId}\n${a.channel}`).digest('hex');

interface PublishState extends DocState {
  fp: string;
}

export function registerPublish(server: McpServer, codecs: StateCodecs): void {
  server.registerTool(
    TOOL,
    {
      description: 'Publish a document to the intranet or the public website.',
      inputSchema: argsSchema,
      annotations: { destructiveHint: true },
    },
    async (args, rawCtx) => {
      const ctx = rawCtx as unknown as ToolCtx;
      userOf(ctx);
      const state = await codecs.open<PublishState>(ctx, TOOL);

      if (!state) {
        const doc = await getDoc(ctx.http!.authInfo!.token, args.docId);
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({
              message: `Publish "${doc.title}" to ${args.channel}?`,
              requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
            }),
          },
          requestState: await codecs.mint({ tool: TOOL, fp: fingerprint(args) }, ctx),
        });
      }

      if (state.fp !== fingerprint(args)) {
        return { isError: true, content: [{ type: 'text', text: 'Arguments differ from what was approved.' }] };
      }
      const answer = acceptedContent<{ approve: boolean }>(ctx.mcpReq.inputResponses, 'approve');
      if (!answer?.approve) return { content: [{ type: 'text', text: 'Not published.' }] };
      const doc = await publishDoc(ctx.http!.authInfo!.token, args.docId, args.channel);
      return { content: [{ type: 'text', text: `"${doc.title}" is now ${doc.status}.` }] };
    },
  );
}
