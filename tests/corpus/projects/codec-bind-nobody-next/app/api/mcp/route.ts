// The Next.js route handler of the survey app's MCP endpoint (SDK 2.x): tools mint with the codecs of lib/mcp/request-state.ts.
// @ts-nocheck
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { confirmCodec, exportCodec, wizardCodec } from '../../../lib/mcp/request-state.js';

const verifyAny = async (state: string, ctx) => {
  for (const codec of [confirmCodec, wizardCodec, exportCodec]) {
    try {
      return await codec.verify(state, ctx);
    } catch {}
  }
  throw new Error('Invalid or expired requestState');
};

function buildServer(): McpServer {
  const server = new McpServer({ name: 'surveys', version: '4.0.0' }, { requestState: { verify: verifyAny } });

  server.registerTool('delete_survey', { inputSchema: z.object({ surveyId: z.string() }) }, async ({ surveyId }, ctx) => {
    const state = ctx.mcpReq.requestState<{ tool: string; surveyId: string }>();
    if (!state || state.tool !== 'delete_survey' || state.surveyId !== surveyId) {
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Delete survey ${surveyId}?`, requestedSchema: {} }) },
        requestState: await confirmCodec.mint({ tool: 'delete_survey', surveyId }, ctx),
      });
    }
    return { content: [{ type: 'text', text: `Deleted ${surveyId}` }] };
  });

  server.registerTool('import_responses', { inputSchema: z.object({}) }, async (_args, ctx) => {
    const state = ctx.mcpReq.requestState<{ step: number }>();
    if (!state) {
      return inputRequired({ inputRequests: { file: inputRequired.elicit({ message: 'Which file?', requestedSchema: {} }) }, requestState: await wizardCodec.mint({ step: 1 }, ctx) }); // expect: require-state-binding
    }
    return { content: [{ type: 'text', text: `import step ${state.step}` }] };
  });

  server.registerTool('import_contacts', { inputSchema: z.object({}) }, async (_args, ctx) => {
    const state = ctx.mcpReq.requestState<{ step: number }>();
    if (!state) {
      return inputRequired({ inputRequests: { file: inputRequired.elicit({ message: 'Which CSV?', requestedSchema: {} }) }, requestState: await wizardCodec.mint({ step: 1 }, ctx) }); // expect: require-state-binding
    }
    return { content: [{ type: 'text', text: `contacts step ${state.step}` }] };
  });

  server.registerTool('export_results', { inputSchema: z.object({ format: z.enum(['csv', 'xlsx']) }) }, async ({ format }, ctx) => {
    const state = ctx.mcpReq.requestState<{ tool: string }>();
    if (!state || state.tool !== 'export_results') {
      return inputRequired({ inputRequests: { cols: inputRequired.elicit({ message: 'Which columns?', requestedSchema: {} }) }, requestState: await exportCodec.mint({ tool: 'export_results', format }, ctx) });
    }
    return { content: [{ type: 'text', text: 'exported' }] };
  });
  return server;
}

const handler = createMcpHandler(() => buildServer());
export const POST = (request: Request) => handler.fetch(request);
