// Builds a fresh McpServer for each HTTP request and registers the reconciliation tools on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import * as matchTransactions from './tools/matchTransactions.js';
import * as postAdjustment from './tools/postAdjustment.js';
import * as exportReport from './tools/exportReport.js';

var tools = [matchTransactions, postAdjustment, exportReport];

export function buildServer() {
  var server = new McpServer({ name: 'ledger-reconcile', version: '1.9.2' }, { capabilities: { tools: {} } });
  tools.forEach(function (tool) {
    server.registerTool(tool.name, tool.config, tool.handler);
  });
  return server;
}
