// Builds the McpServer for each request and registers the rollup, summary and maintenance tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerDropPartitions } from './tools/dropPartitions.js';
import { registerRollupReport } from './tools/rollupReport.js';
import { registerSummarizeSeries } from './tools/summarizeSeries.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'metrics-rollup-mcp', version: '3.1.0' },
    { capabilities: { tools: {} }, instructions: 'Metric rollups and summaries over the ClickHouse metrics store.' },
  );
  registerRollupReport(server);
  registerSummarizeSeries(server);
  registerDropPartitions(server);
  return server;
}
