// Creates the notes-vault MCP handler with the state codec and the search and delete tools.
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { loadStateKey } from './state/key.js';
import makeStateCodec from './state/codec.js';
import { createStore } from './notes/store.js';
import { searchNotes } from './tools/searchNotes.js';
import { deleteNotebook } from './tools/deleteNotebook.js';

const allTools = (deps) => [searchNotes, deleteNotebook].map((make) => make(deps));

export default function createNotesHandler({ env = process.env, store = createStore() } = {}) {
  const codec = makeStateCodec(loadStateKey(env));

  const factory = () => {
    const server = new McpServer(
      { name: 'notes-vault', version: '2.1.0' },
      { capabilities: { tools: {} }, requestState: { verify: codec.verify } },
    );
    for (const tool of allTools({ store, codec })) server.registerTool(tool.name, tool.config, tool.handler);
    return server;
  };

  return createMcpHandler(factory);
}
