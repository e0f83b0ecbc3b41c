import { McpServer } from '@modelcontextprotocol/server';
import type { NotebookStore } from './notebooks.js';
import type { NotebookCodec } from './state.js';
import { registerDelete } from './tools/delete.js';
import { registerShare } from './tools/share.js';
import { registerSummarize } from './tools/summarize.js';

export interface ServerDeps {
  codec: NotebookCodec;
  store: NotebookStore;
}

/** A fresh McpServer per HTTP request; the verify hook refuses any state the codec did not mint for this user. */
export function createNotebookServer(deps: ServerDeps): McpServer {
  const server = new McpServer(
    { name: 'notebook-mcp', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: deps.codec.verify },
    },
  );
  registerSummarize(server, deps);
  registerShare(server, deps);
  registerDelete(server, deps);
  return server;
}
