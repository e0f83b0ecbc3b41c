import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { userIdOf } from '../auth.js';
import { RejectedState, digestArgs, openStateJwt, refusal, sealStateJwt } from '../crypto/state-jwt.js';
import { clearRange, countCells } from '../google/api.js';

const TOOL = 'clear_range';

interface ClearState extends Record<string, unknown> {
  /** sha256 of the exact arguments the user confirmed */
  argsDigest: string;
  cells: number;
}

export function registerClearRange(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Clear the values in a range of a spreadsheet (A1 notation). Asks for confirmation first.',
      inputSchema: z.object({ spreadsheetId: z.string().min(10), range: z.string().min(2) }),
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async (args, ctx) => {
      const binding = { userId: userIdOf(ctx), tool: TOOL };
      const argsDigest = digestArgs(args);
      const raw = ctx.mcpReq.requestState<string>();

      if (raw === undefined) {
        const cells = await countCells(args.spreadsheetId, args.range);
        if (cells === 0) return { content: [{ type: 'text', text: `${args.range} is already empty.` }] };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Clear ${cells} non-empty cells in ${args.range}? This cannot be undone from here.`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await sealStateJwt({ argsDigest, cells } satisfies ClearState, binding),
        });
      }

      let state: ClearState;
      try {
        state = await openStateJwt<ClearState>(raw, binding);
      } catch (err) {
        if (err instanceof RejectedState) return refusal(err.reason);
        throw err;
      }
      // the "yes" was given for exactly these arguments
      if (state.argsDigest !== argsDigest) return refusal('the range changed');

      if (!acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm) {
        return { content: [{ type: 'text', text: 'Nothing cleared.' }] };
      }
      const cleared = await clearRange(args.spreadsheetId, args.range);
      return { content: [{ type: 'text', text: `Cleared ${cleared} (${state.cells} cells).` }] };
    },
  );
}
