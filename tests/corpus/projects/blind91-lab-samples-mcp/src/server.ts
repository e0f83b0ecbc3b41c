// Assembles the lab samples McpServer with its tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerSampleLookup } from './tools/sampleLookup.js';
import { registerTransferCustody } from './tools/transferCustody.js';
import { registerDiscardSamples } from './tools/discardSamples.js';

export function buildServer() {
  const server = new McpServer({ name: 'lab-samples', version: '2.1.0' }, { capabilities: { tools: {} } });
  registerSampleLookup(server);
  registerTransferCustody(server);
  registerDiscardSamples(server);
  return server;
}
