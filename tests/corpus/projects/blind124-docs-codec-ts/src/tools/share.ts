// Registers the share_doc tool, which asks which role to grant a colleague.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { StateCodecs, DocState } from '../state/codecs.js';
import { userOf, type ToolCtx } from '../identity.js';
import { delegatedToken, getDoc, shareDoc } from '../docsApi.js';

const TOOL = 'share_doc';

interface ShareState extends DocState {
  docId: string;
  email: string;
  delegated: string;
}

export function registerShare(server: McpServer, codecs: StateCodecs): void {
  server.registerTool(
    TOOL,
    {
      description: 'Share a document with a colleague; asks which role to grant.',
      inputSchema: z.object({ docId: z.string(), email: z.string().email() }),
    },
    async ({ docId, email }, rawCtx) => {
      const ctx = rawCtx as unknown as ToolCtx;
      userOf(ctx);
      const state = await codecs.open<ShareState>(ctx, TOOL);

      if (!state) {
        const delegated = await delegatedToken(ctx.http!.authInfo!.token);
        const doc = await getDoc(delegated, docId);
        return inputRequired({
          inputRequests: {
            role: inputRequired.elicit({
              message: `Which access should ${email} get to "${doc.title}"?`,
              requestedSchema: {
                type: 'object',
                properties: { role: { type: 'string', enum: ['reader', 'commenter', 'writer'] } },
                required: ['role'],
              },
            }),
          },
          requestState: await codecs.mint({ tool: TOOL, docId, email, delegated }, ctx), // expect: no-secrets-in-state
        });
      }

      if (state.docId !== docId || state.email !== email) {
        return { isError: true, content: [{ type: 'text', text: 'Share request does not match; start over.' }] };
      }
      const choice = acceptedContent<{ role: string }>(ctx.mcpReq.inputResponses, 'role');
      if (!choice) return { content: [{ type: 'text', text: 'Not shared.' }] };
      await shareDoc(state.delegated, docId, email, choice.role);
      return { content: [{ type: 'text', text: `Shared with ${email} as ${choice.role}.` }] };
    },
  );
}
