// Builds a fresh McpServer for each HTTP request and registers the ledger-close tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerClosePeriod } from './tools/closePeriod.js';
import { registerExportTrialBalance } from './tools/exportTrialBalance.js';
import { registerReverseEntry } from './tools/reverseEntry.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ledger-close', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );
  registerReverseEntry(server);
  registerClosePeriod(server);
  registerExportTrialBalance(server);
  return server;
}
