// Creates the SDK 1.x McpServer and registers the fleet tools on it, turning thrown errors into tool errors.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import settings from './settings.js';
import * as vehicleStatus from './tools/vehicleStatus.js';
import * as maintenance from './tools/maintenance.js';
import * as immobilize from './tools/immobilize.js';
import * as tripReport from './tools/tripReport.js';

var tools = [vehicleStatus, maintenance, immobilize, tripReport];

export function createServer() {
  var server = new McpServer({ name: settings.serviceName, version: settings.version }, { capabilities: { tools: {} } });
  tools.forEach(function (tool) {
    server.registerTool(tool.name, tool.config, function () {
      return Promise.resolve()
        .then(Function.prototype.apply.bind(tool.handler, null, arguments))
        .catch(function (err) {
          console.error('[fleet] ' + tool.name + ' failed:', err);
          return { content: [{ type: 'text', text: tool.name + ' failed: ' + err.message }], isError: true };
        });
    });
  });
  return server;
}
