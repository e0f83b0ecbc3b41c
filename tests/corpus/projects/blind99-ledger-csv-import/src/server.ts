// Builds the McpServer for one request: capabilities, request-state verification and the import tools.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { importStateCodec } from './state.js';
import { registerCommitImport } from './tools/commitImport.js';
import { registerImportStatus } from './tools/importStatus.js';
import { registerStageImport } from './tools/stageImport.js';

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'ledger-csv-import', version: '0.4.2' },
    {
      capabilities: { tools: {} },
      instructions: 'Stage a CSV with stage_csv_import, review it with import_status, then post it with commit_import.',
      requestState: { verify: importStateCodec.verify },
    },
  );
  registerStageImport(server);
  registerCommitImport(server);
  registerImportStatus(server);
  return server;
}
