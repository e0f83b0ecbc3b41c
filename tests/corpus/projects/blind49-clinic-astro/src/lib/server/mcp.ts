import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { bookAppointment } from './tools/book-appointment';
import { cancelAppointment } from './tools/cancel-appointment';

/** tools/call params on protocol 2026-07-28; the 1.x SDK passes the extra fields through untyped. */
export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, { action: 'accept' | 'decline' | 'cancel'; content?: Record<string, unknown> }>;
}

export interface ClinicTool {
  definition: Tool;
  run(params: CallParams, userId: string): Promise<Record<string, unknown>>;
}

const tools: ClinicTool[] = [bookAppointment, cancelAppointment];

export function createClinicServer(): Server {
  const server = new Server({ name: 'harbourview-clinic', version: '1.4.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((tool) => tool.definition) }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const params = request.params as CallParams;
    const tool = tools.find((candidate) => candidate.definition.name === params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `No tool called ${params.name}.` }] };

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string' || userId === '') {
      return { isError: true, content: [{ type: 'text', text: 'Please sign in to the patient portal again.' }] };
    }
    return (await tool.run(params, userId)) as never;
  });

  return server;
}
