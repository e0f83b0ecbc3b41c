// Entry point: wires the DI container, mounts the MCP and webhook routers and starts Express.
// @ts-nocheck
import 'reflect-metadata';
import express from 'express';
import { registerDependencies } from './di/register';
import { TOKENS } from './di/tokens';
import { mcpRouter } from './http/mcp.router';
import { carrierWebhookRouter } from './http/carrier-webhook.router';
import { ToolRouter } from './mcp/tool-router';
import { ReturnsTools } from './tools/returns.tools';

const container = registerDependencies();
const config = container.resolve(TOKENS.Config);

const tools = container.resolve(ToolRouter);
container.resolve(ReturnsTools).register(tools);

const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => res.json({ ok: true, instance: config.instanceId }));
app.use('/webhooks', carrierWebhookRouter(container));
app.use('/mcp', express.json({ limit: '256kb' }), mcpRouter(container, tools));

app.listen(config.port, () => {
  console.log(JSON.stringify({ msg: 'returns MCP listening', port: config.port, instance: config.instanceId }));
});
