// Builds one McpServer per request and registers the greenhouse tools through a reduce over their factories.
import { McpServer } from '@modelcontextprotocol/server';
import { zoneClimate } from './tools/zoneClimate.js';
import { irrigationSchedule } from './tools/irrigationSchedule.js';
import { purgeHistory } from './tools/purgeHistory.js';

const factories = [zoneClimate, irrigationSchedule, purgeHistory];

export const buildServer = (deps) =>
  factories
    .map((make) => make(deps))
    .reduce(
      (server, tool) => {
        server.registerTool(tool.name, tool.config, tool.handler);
        return server;
      },
      new McpServer({ name: 'greenhouse-ops', version: '1.7.0' }, { capabilities: { tools: {} } }),
    );
