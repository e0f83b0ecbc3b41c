#!/usr/bin/env node
'use strict';
const os = require('node:os');
const fs = require('node:fs/promises');
const path = require('node:path');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { stateBoxKey } = require('./lib/keyring');
const { makeBox } = require('./lib/box');
const { hashPhotos, duplicatesOf } = require('./lib/album');

const TOOL = 'dedupe_album';
const box = makeBox({ key: stateBoxKey() });
const me = os.userInfo().username;
const PAGE = 20;

const server = new Server({ name: 'photo-album', version: '1.4.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{
    name: TOOL,
    description: 'Find duplicate photos in an album folder and move them to the trash',
    inputSchema: { type: 'object', properties: { album: { type: 'string' } }, required: ['album'] },
    annotations: { destructiveHint: true },
  }],
}));

server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
  if (params.name !== TOOL) throw new Error(`unknown tool ${params.name}`);
  const args = params.arguments ?? {};
  const binding = { user: me, tool: TOOL, args };

  if (params.requestState === undefined) {
    const dupes = duplicatesOf(await hashPhotos(args.album));
    if (dupes.length === 0) return { content: [{ type: 'text', text: 'No duplicates.' }] };
    const preview = dupes.slice(0, PAGE).join(', ') + (dupes.length > PAGE ? ', …' : '');
    return {
      resultType: 'input_required',
      inputRequests: {
        trash: { method: 'elicitation/create', params: { mode: 'form', message: `Trash ${dupes.length} duplicates (${preview})?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
      },
      requestState: box.seal({ dupes }, binding),
    };
  }

  const opened = box.open(params.requestState, binding);
  if (!opened) return { isError: true, content: [{ type: 'text', text: 'Confirmation expired or invalid; run the tool again.' }] };
  if (params.inputResponses?.trash?.content?.ok !== true) return { content: [{ type: 'text', text: 'Nothing moved.' }] };

  const trash = path.join(os.homedir(), '.Trash');
  for (const name of opened.dupes) {
    await fs.rename(path.join(args.album, path.basename(name)), path.join(trash, path.basename(name)));
  }
  return { content: [{ type: 'text', text: `Moved ${opened.dupes.length} files to the trash.` }] };
});

server.connect(new StdioServerTransport());
