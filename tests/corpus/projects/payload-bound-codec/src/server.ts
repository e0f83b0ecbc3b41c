// Express entry of the payments server: one McpServer per request whose verify hook tries each codec.
// @ts-nocheck
import express from 'express';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { transferCodec } from './state.js';
import { registerPaymentTools } from './tools.js';
import { registerPayoutTools } from './payouts.js';

function buildServer(): McpServer {
  const server = new McpServer({ name: 'payments', version: '5.0.0' }, { requestState: { verify: transferCodec.verify } });
  registerPaymentTools(server);
  registerPayoutTools(server);
  return server;
}

const app = express();
app.post('/mcp', toNodeHandler(createMcpHandler(() => buildServer())));
app.listen(3000);
