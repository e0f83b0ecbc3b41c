// node:http adapter of the shop server: a new McpServer per request through createMcpHandler.
// @ts-nocheck
import { createServer } from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { buildServer } from './server.js';

const handler = createMcpHandler(() => buildServer());
createServer((req, res) => void handler.node(req, res)).listen(Number(process.env.PORT ?? 3000));
