import { McpServer } from '@modelcontextprotocol/server';
import { env } from './env.js';
import { envelopeFor } from './state/envelope.js';
import { bankClient } from './upstream/bank.js';
import { registerAdjust } from './tools/adjust.js';
import { registerStatement } from './tools/statement.js';

// Composition root: one state envelope and one bank client, shared by every per-request server.
const deps = {
  state: envelopeFor(Buffer.from(env.stateSecret, 'utf8')), // expect: no-weak-state-key
  bank: bankClient(env.bankApiBase),
} as const;

export type Deps = typeof deps;

const registrations = [registerStatement, registerAdjust] as const;

export const buildServer = (): McpServer => {
  const server = new McpServer({ name: 'ledger-adjust', version: '0.3.1' }, { capabilities: { tools: {} } });
  registrations.forEach((register) => register(server, deps));
  return server;
};
