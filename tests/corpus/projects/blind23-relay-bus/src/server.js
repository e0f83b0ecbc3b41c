'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

const { MessageBus } = require('./bus');
const { createSealer } = require('./state/sealer');
const { resumeContext } = require('./state/context');
const { registerRoundListeners } = require('./listeners/rounds');
const { createGithubClient } = require('./services/github');
const { createDeployTool } = require('./tools/deploy');
const { createStatusTool } = require('./tools/status');

function buildServer(config) {
  const bus = new MessageBus();
  const sealer = createSealer({ key: config.state.key, ttlMs: config.state.ttlMs });
  const github = createGithubClient(config.github);

  registerRoundListeners(bus, { sealer, resumeContext, environments: config.deploy.environments });

  const tools = new Map(
    [createDeployTool({ bus, sealer, github }), createStatusTool({ github })].map((t) => [t.definition.name, t]),
  );

  const server = new Server({ name: 'relay-bus', version: '0.4.2' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [...tools.values()].map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools.get(request.params.name);
    if (!tool) {
      return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    }
    return tool.handle(request.params.arguments || {}, request.params, extra);
  });

  return server;
}

module.exports = { buildServer };
