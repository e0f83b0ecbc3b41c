#!/usr/bin/env node
// Stdio entry point registering the knowledge-base search, delete and tags resource.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { registerSearch } from './tools/search.js';
import { registerDeleteArticle } from './tools/deleteArticle.js';
import { allTags } from './store.js';

const server = new McpServer({ name: 'kb-search', version: '0.9.4' });

// stdio: the user is whoever launched us; over HTTP the gateway puts it in authInfo.extra
const currentUser = (extra) => extra?.authInfo?.extra?.userId ?? process.env.KB_USER ?? 'u-local';

registerSearch(server);
registerDeleteArticle(server, { currentUser });

server.registerResource(
  'tags',
  'kb://tags',
  { title: 'Known tags', mimeType: 'application/json' },
  async (uri) => ({ contents: [{ uri: uri.href, text: JSON.stringify(allTags()) }] }),
);

await server.connect(new StdioServerTransport());
