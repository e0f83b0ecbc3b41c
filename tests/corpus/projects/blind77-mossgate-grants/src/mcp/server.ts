// MCP server factory: one McpServer per request, with the codec's verify hook checking every incoming requestState.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { codec } from '../stateCodec.ts';
import { registerReviseBudget } from './tools/reviseBudget.ts';
import { registerRequestExtension } from './tools/requestExtension.ts';
import { registerWithdrawApplication } from './tools/withdrawApplication.ts';

export function buildMcpServer() {
  const server = new McpServer(
    { name: 'mossgate-grants', version: '1.6.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: codec.verify },
      instructions: 'Grant applicants can revise budgets, request extensions and withdraw applications.',
    },
  );
  registerReviseBudget(server);
  registerRequestExtension(server);
  registerWithdrawApplication(server);
  return server;
}
