// Builds the McpServer for each request, with the requestState verify hook, and registers the returns tools.
import { McpServer } from '@modelcontextprotocol/server';
import { codec } from './rounds.js';
import lookupOrder from './tools/lookupOrder.js';
import startReturn from './tools/startReturn.js';
import issueRefund from './tools/issueRefund.js';

var tools = [lookupOrder, startReturn, issueRefund];

export function buildServer() {
  var server = new McpServer(
    { name: 'storefront-returns', version: '4.2.0' },
    { capabilities: { tools: {} }, requestState: { verify: codec.verify } }
  );
  tools.forEach(function (tool) {
    server.registerTool(tool.name, tool.config, tool.handler);
  });
  return server;
}
