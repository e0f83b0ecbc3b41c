#!/usr/bin/env node
'use strict';

const os = require('node:os');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { byName, describe } = require('./tools');

// stdio: one person, one machine. State is still bound to that account so a continuation copied
// out of one user's session cannot be replayed from another account on a shared host.
const LOCAL_USER = `local:${os.userInfo().username}`;

const server = new Server({ name: 'calendar-concierge', version: '0.3.1' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: describe() }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args = {}, requestState, inputResponses } = request.params;
  const tool = byName.get(name);
  if (!tool) return { isError: true, content: [{ type: 'text', text: `No tool named ${name}` }] };
  return tool.run({ args, userId: LOCAL_USER, requestState, inputResponses });
});

server.connect(new StdioServerTransport()).catch((err) => {
  console.error(err);
  process.exit(1);
});
