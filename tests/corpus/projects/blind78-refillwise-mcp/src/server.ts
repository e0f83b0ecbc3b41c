// Low-level MCP server: lists the tool catalogue and dispatches tools/call with the caller and any round-trip input.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { definitions, listPrescriptions } from './tools/catalog.js';
import { requestRefill } from './tools/refill.js';
import { transferPrescription } from './tools/transfer.js';
import { StateRejected } from './crypto/sealedState.js';

const handlers = {
  list_prescriptions: listPrescriptions,
  request_refill: requestRefill,
  transfer_prescription: transferPrescription,
};

export function buildServer() {
  const server = new Server({ name: 'refillwise', version: '3.0.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: definitions }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const handler = Object.hasOwn(handlers, request.params.name) ? handlers[request.params.name] : undefined;
    if (!handler) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
    const who = extra.authInfo?.extra;
    if (!who?.userId || !who?.memberId) throw new McpError(ErrorCode.InvalidRequest, 'Authenticated patient required');

    const params = request.params;
    try {
      return await handler(params.arguments ?? {}, {
        patient: { userId: String(who.userId), memberId: String(who.memberId) },
        inputResponses: params.inputResponses ?? params._meta?.inputResponses ?? {},
        requestState: params.requestState ?? params._meta?.requestState,
      });
    } catch (err) {
      if (err instanceof StateRejected) {
        return { isError: true, content: [{ type: 'text', text: `Request refused: ${err.message}. Please start again.` }] };
      }
      throw err;
    }
  });

  return server;
}
