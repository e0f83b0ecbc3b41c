// Builds the per-request McpServer with the curator tools and the codec's verify hook.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { codec } from './state.js';
import { registerSearchSpecimens } from './tools/searchSpecimens.js';
import { registerRequestLoan } from './tools/requestLoan.js';
import { registerDeaccession } from './tools/deaccession.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'herbarium-loans', version: '1.3.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
  );
  registerSearchSpecimens(server);
  registerRequestLoan(server);
  registerDeaccession(server);
  return server;
}
