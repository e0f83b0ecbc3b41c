// Registers the export_ledger tool, which asks for a file format and exports a period's ledger.
// @ts-nocheck
import { inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { ledger } from '../ledger.js';
import { mintState } from '../stateToken.js';
import { userOf } from '../auth.js';

const TOOL = 'export_ledger';

export function registerExportLedger(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Export the ledger for an accounting period',
      inputSchema: z.object({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/) }),
    },
    async ({ period }, ctx) => {
      const userId = userOf(ctx);
      const raw = ctx.mcpReq.requestState();

      if (raw) {
        // Only the step and period matter here; the export worker re-checks
        // permissions on its side, so a full verify would just add latency.
        const claims = decodeJwt(raw); // expect: require-sealed-state
        if (claims.step === 'format') {
          const picked = acceptedContent<{ format: 'csv' | 'xlsx' | 'datev' }>(ctx.mcpReq.inputResponses, 'format');
          const { url } = await ledger.exportPeriod(String(claims.sub), String(claims.period), picked?.format ?? 'csv');
          return { content: [{ type: 'text', text: `Export ready: ${url}` }] };
        }
      }

      return inputRequired({
        inputRequests: {
          format: inputRequired.elicit({
            message: `Which format for ${period}?`,
            requestedSchema: { type: 'object', properties: { format: { type: 'string', enum: ['csv', 'xlsx', 'datev'] } } },
          }),
        },
        requestState: await mintState({ step: 'format', period }, { userId, tool: TOOL }),
      });
    },
  );
}
