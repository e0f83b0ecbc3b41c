// Fastify entry of the shop server.
// @ts-nocheck
import Fastify from 'fastify';
import { mcpPlugin } from './plugins/mcp.js';

const app = Fastify({ logger: true });
await app.register(mcpPlugin);
await app.listen({ port: Number(process.env.PORT ?? 3000) });
