// Builds one McpServer per HTTP request with all marina tools registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerFindBerth } from './tools/findBerth.js';
import { registerReserveBerth } from './tools/reserveBerth.js';
import { registerReleaseBerth } from './tools/releaseBerth.js';
import { registerPayPortDues } from './tools/payPortDues.js';

const registrations = [registerFindBerth, registerReserveBerth, registerReleaseBerth, registerPayPortDues];

export function buildServer() {
  const server = new McpServer(
    { name: 'berthwise-marina', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );
  for (const register of registrations) register(server);
  return server;
}
