import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { refuse, requireUserId, text, type ToolDeps } from './context.js';

const TOOL = 'export_notes';

interface ExportState {
  tool: string;
  contactId: string;
  nextPageToken: string;
  exported: number;
}

function toMarkdown(notes: Array<{ createdAt: string; body: string }>): string {
  return notes.map((n) => `### ${n.createdAt.slice(0, 10)}\n\n${n.body.replace(/<[^>]+>/g, '').trim()}`).join('\n\n');
}

export function registerExportNotes(server: McpServer, deps: ToolDeps): void {
  server.registerTool(
    TOOL,
    {
      description: "Export a contact's notes as Markdown, a hundred at a time.",
      inputSchema: z.object({ contactId: z.string().regex(/^\d+$/) }),
      annotations: { readOnlyHint: true },
    },
    async ({ contactId }, ctx) => {
      const userId = requireUserId(ctx);
      const hubspot = await deps.hubspotFor(userId);
      const state = ctx.mcpReq.requestState<ExportState>();

      let after: string | undefined;
      let exported = 0;
      if (state !== undefined) {
        if (state.tool !== TOOL || state.contactId !== contactId) {
          return refuse('That continuation belongs to another export.');
        }
        const more = acceptedContent<{ more: boolean }>(ctx.mcpReq.inputResponses, 'more');
        if (more?.more !== true) return text(`Export stopped after ${state.exported} notes.`);
        after = state.nextPageToken;
        exported = state.exported;
      }

      const page = await hubspot.notesPage(contactId, after);
      const chunk = toMarkdown(page.notes);
      exported += page.notes.length;

      if (!page.nextPageToken) {
        return text(`${chunk}\n\n(${exported} notes in total.)`);
      }

      const next: ExportState = { tool: TOOL, contactId, nextPageToken: page.nextPageToken, exported };
      return inputRequired({
        inputRequests: {
          more: inputRequired.elicit({
            message: `${exported} notes exported so far. Export the next hundred?\n\n${chunk}`,
            requestedSchema: {
              type: 'object',
              properties: { more: { type: 'boolean', title: 'Continue' } },
              required: ['more'],
            },
          }),
        },
        requestState: await deps.codec.mint(next, ctx),
      });
    },
  );
}
