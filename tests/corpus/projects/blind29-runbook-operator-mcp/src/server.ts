import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state.js';
import { registerDrain } from './tools/drain.js';
import { registerPlaybook } from './tools/playbook.js';

export const buildServer = (): McpServer => {
  const server = new McpServer(
    { name: 'runbook-operator', version: '0.9.2' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );
  [registerPlaybook, registerDrain].forEach((register) => register(server, stateCodec));
  return server;
};
