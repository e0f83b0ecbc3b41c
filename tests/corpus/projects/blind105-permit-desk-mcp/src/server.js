// Builds an SDK 1.x McpServer and registers the permit tools by reducing over their factories.
'use strict';
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const requestInspection = require('./tools/requestInspection');
const withdrawApplication = require('./tools/withdrawApplication');
const amendApplication = require('./tools/amendApplication');

const factories = [requestInspection, withdrawApplication, amendApplication];

const buildServer = (deps) =>
  factories
    .map((make) => make(deps))
    .reduce(
      (server, tool) => {
        server.registerTool(tool.name, tool.config, tool.handler);
        return server;
      },
      new McpServer({ name: 'permit-desk', version: '2.1.0' }, { capabilities: { tools: {} } }),
    );

module.exports = { buildServer };
