// Factory for the per-request McpServer with all Claimdesk tools registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerApprovePayout } from './tools/approvePayout.js';
import { registerPullPolicyDocs } from './tools/pullPolicyDocs.js';
import { registerClaimViews } from './tools/claimSummary.js';

export function makeServer() {
  const server = new McpServer(
    { name: 'claimdesk', version: '2.1.0' },
    { capabilities: { tools: {} }, instructions: 'Tools for licensed claims adjusters. Payouts always require confirmation.' },
  );
  registerClaimViews(server);
  registerPullPolicyDocs(server);
  registerApprovePayout(server);
  return server;
}
