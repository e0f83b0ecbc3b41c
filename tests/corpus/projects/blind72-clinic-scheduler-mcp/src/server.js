// Builds one McpServer per HTTP request and registers the scheduling tools on it.
import { McpServer } from '@modelcontextprotocol/server';
import * as reschedule from './tools/reschedule.js';
import * as intake from './tools/intake.js';
import * as waitlist from './tools/waitlist.js';
import * as insurance from './tools/insurance.js';

const TOOLS = [reschedule, intake, waitlist, insurance];

export function buildServer() {
  const server = new McpServer(
    { name: 'clinic-scheduler', version: '1.4.0' },
    { capabilities: { tools: {} }, instructions: 'Tools act on behalf of the signed-in patient only.' },
  );
  for (const tool of TOOLS) tool.register(server);
  return server;
}
