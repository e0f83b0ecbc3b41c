import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { settings } from './settings';
import { DraftStateError, mintDraftState, readDraftState } from './state';
import { fileNote, preview, snapshotFor } from './snapshot';

const TOOL = 'file_contact_note';

// Operator identity for stdio launches (the desktop app sets it).
const operator = Bun.env.CRM_OPERATOR_ID;
if (!operator) throw new Error('CRM_OPERATOR_ID must be set by the launcher');

const server = new McpServer(
  { name: 'crm-notes', version: '0.9.1' },
  { capabilities: { tools: {} } },
);

type RoundParams = {
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: { body?: string } }>;
};

// The 1.x SDK strips unknown params before calling tool callbacks, so the
// transport below copies the multi round-trip fields into _meta.
function roundParams(extra: { _meta?: Record<string, unknown> }): RoundParams {
  return (extra._meta?.['crm-notes/round'] as RoundParams | undefined) ?? {};
}

server.tool(
  TOOL,
  'Draft a note about a customer contact and file it after the user reviews the text.',
  {
    contactId: z.string().min(1),
    topic: z.string().min(3).max(120),
    bullets: z.array(z.string()).min(1).max(30),
  },
  async (args, extra) => {
    const round = roundParams(extra as never);

    if (!round.requestState) {
      const snapshot = snapshotFor(settings, operator, TOOL, args);
      return {
        resultType: 'input_required',
        inputRequests: {
          review: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: preview(snapshot),
              requestedSchema: {
                type: 'object',
                properties: { body: { type: 'string', title: 'Final note text', default: snapshot.body } },
                required: ['body'],
              },
            },
          },
        },
        requestState: mintDraftState(snapshot), // expect: no-secrets-in-state
        content: [],
      } as never;
    }

    try {
      const snapshot = readDraftState(round.requestState, operator, TOOL);
      const review = round.inputResponses?.review;
      if (review?.action !== 'accept') {
        return { content: [{ type: 'text', text: 'Note discarded.' }] };
      }
      const noteId = await fileNote(snapshot, review.content?.body ?? snapshot.body);
      return { content: [{ type: 'text', text: `Filed note ${noteId} on contact ${snapshot.contactId}.` }] };
    } catch (err) {
      if (err instanceof DraftStateError) {
        return { content: [{ type: 'text', text: `Draft rejected: ${err.message}` }], isError: true };
      }
      throw err;
    }
  },
);

const transport = new StdioServerTransport();
await server.connect(transport);

// connect() installed the protocol's handler; wrap it.
const deliver = transport.onmessage;
transport.onmessage = (message: any) => {
  if (message?.method === 'tools/call' && message.params) {
    const { requestState, inputResponses } = message.params;
    message.params._meta = { ...(message.params._meta ?? {}), 'crm-notes/round': { requestState, inputResponses } };
  }
  deliver?.(message);
};
