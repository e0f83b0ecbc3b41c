import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ZodError } from 'zod';
import { InvalidStateError } from '../state/signed-state.js';
import { HelpdeskError } from '../helpdesk/client.js';
import { assignTicket } from '../tools/assign-ticket.js';
import { closeTicket } from '../tools/close-ticket.js';
import { searchTickets } from '../tools/search-tickets.js';
import { toolError, type DeskTool, type InputResponses } from './results.js';

const tools: Record<string, DeskTool> = Object.fromEntries(
  [searchTickets, assignTicket, closeTicket].map((t) => [t.definition.name, t]),
);

// Retry params of the 2026-07-28 revision; CallToolRequestSchema passes unknown params through.
interface RoundTripParams {
  requestState?: string;
  inputResponses?: InputResponses;
}

export function buildServer(): Server {
  const server = new Server({ name: 'ticket-desk', version: '0.4.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(tools).map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) {
      return toolError(`Unknown tool: ${request.params.name}`);
    }
    const auth = extra.authInfo;
    const userId = auth?.extra?.userId;
    if (!auth || typeof userId !== 'string') {
      return toolError('Not authenticated.');
    }

    const { requestState, inputResponses } = request.params as typeof request.params & RoundTripParams;
    try {
      // the SDK's result schema does not know resultType yet
      return (await tool.handle(request.params.arguments ?? {}, {
        userId,
        subjectToken: auth.token,
        requestState,
        inputResponses,
      })) as never;
    } catch (err) {
      if (err instanceof InvalidStateError) {
        return toolError('That confirmation is no longer valid. Please start again.');
      }
      if (err instanceof ZodError) {
        return toolError(`Bad arguments: ${err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      if (err instanceof HelpdeskError) {
        return toolError(`Helpdesk said ${err.status}: ${err.message}`);
      }
      throw err;
    }
  });

  return server;
}
