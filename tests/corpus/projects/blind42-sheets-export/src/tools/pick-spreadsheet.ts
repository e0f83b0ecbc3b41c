import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { userIdOf } from '../auth.js';
import { RejectedState, openStateJwt, refusal, sealStateJwt } from '../crypto/state-jwt.js';
import { listSpreadsheets, type FilePage } from '../google/api.js';

const TOOL = 'pick_spreadsheet';
const MORE = '__more__';

interface PickState extends Record<string, unknown> {
  nameContains: string;
  /** Drive's cursor for the next page of results (public paging cursor) */
  pageToken: string | null;
  offered: string[];
  tokenCount: number;
}

function ask(page: FilePage, nameContains: string, requestState: string) {
  const ids = page.files.map((f) => f.id);
  const names = page.files.map((f) => `${f.name} (edited ${f.modifiedTime.slice(0, 10)})`);
  return inputRequired({
    inputRequests: {
      pick: inputRequired.elicit({
        message: nameContains ? `Spreadsheets matching "${nameContains}":` : 'Recently edited spreadsheets:',
        requestedSchema: {
          type: 'object',
          properties: {
            choice: {
              type: 'string',
              title: 'Spreadsheet',
              enum: page.nextPageToken ? [...ids, MORE] : ids,
              enumNames: page.nextPageToken ? [...names, 'Show more…'] : names,
            },
          },
          required: ['choice'],
        },
      }),
    },
    requestState,
  });
}

/** rough size of what we put in front of the model, so long listings can be trimmed */
const estimateTokens = (page: FilePage) => Math.ceil(page.files.reduce((n, f) => n + f.name.length + 40, 0) / 4);

export function registerPickSpreadsheet(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Find a spreadsheet on the team drive by name and let the user pick it. Returns its id.',
      inputSchema: z.object({ nameContains: z.string().max(100).default('') }),
      annotations: { readOnlyHint: true },
    },
    async ({ nameContains }, ctx) => {
      const binding = { userId: userIdOf(ctx), tool: TOOL };
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const page = await listSpreadsheets(nameContains);
        if (page.files.length === 0) return { content: [{ type: 'text', text: 'No spreadsheets found.' }] };
        const state: PickState = {
          nameContains,
          pageToken: page.nextPageToken ?? null,
          offered: page.files.map((f) => f.id),
          tokenCount: estimateTokens(page),
        };
        return ask(page, nameContains, await sealStateJwt(state, binding));
      }

      let state: PickState;
      try {
        state = await openStateJwt<PickState>(raw, binding);
      } catch (err) {
        if (err instanceof RejectedState) return refusal(err.reason);
        throw err;
      }
      if (state.nameContains !== nameContains) return refusal('the search changed');

      const choice = acceptedContent<{ choice: string }>(ctx.mcpReq.inputResponses, 'pick')?.choice;
      if (choice === undefined) return { content: [{ type: 'text', text: 'Nothing picked.' }] };

      if (choice === MORE && state.pageToken) {
        const page = await listSpreadsheets(nameContains, state.pageToken);
        const next: PickState = {
          nameContains,
          pageToken: page.nextPageToken ?? null,
          offered: page.files.map((f) => f.id),
          tokenCount: state.tokenCount + estimateTokens(page),
        };
        return ask(page, nameContains, await sealStateJwt(next, binding));
      }

      if (!state.offered.includes(choice)) return refusal('that spreadsheet was not offered');
      return {
        content: [{ type: 'text', text: `Picked spreadsheet ${choice}.` }],
        structuredContent: { spreadsheetId: choice },
      };
    },
  );
}
