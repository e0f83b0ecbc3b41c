#!/usr/bin/env node
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { pack, unpack, ask } from './continuation.js';
import { staleFiles, sudoRemove } from './cleanup.js';

const server = new Server({ name: 'fs-cleanup', version: '0.3.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{
    name: 'purge_stale',
    description: 'Delete files older than N days from a root-owned directory',
    inputSchema: { type: 'object', properties: { dir: { type: 'string' }, days: { type: 'number' } }, required: ['dir', 'days'] },
    annotations: { destructiveHint: true },
  }],
}));

server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
  if (params.name !== 'purge_stale') throw new Error(`no such tool: ${params.name}`);
  const { dir, days } = params.arguments;

  if (!params.requestState) {
    const files = await staleFiles(dir, days);
    if (files.length === 0) return { content: [{ type: 'text', text: 'Nothing to delete.' }] };
    return {
      resultType: 'input_required',
      inputRequests: ask('sudo', `Deleting ${files.length} files needs your sudo password`, { password: { type: 'string' } }),
      requestState: pack({ step: 'password', files }), // expect: require-sealed-state
    };
  }

  const state = unpack(params.requestState); // expect: require-sealed-state
  const replies = params.inputResponses ?? {};

  if (state.step === 'password') {
    const password = replies.sudo?.content?.password;
    if (!password) return { content: [{ type: 'text', text: 'Cancelled.' }] };
    return {
      resultType: 'input_required',
      inputRequests: ask('confirm', `Really delete:\n${state.files.join('\n')}`, { yes: { type: 'boolean' } }),
      requestState: pack({ // expect: require-sealed-state
        step: 'confirm',
        files: state.files,
        sudoPassword: password, // expect: no-secrets-in-state
      }),
    };
  }

  if (replies.confirm?.content?.yes !== true) return { content: [{ type: 'text', text: 'Kept everything.' }] };
  const n = await sudoRemove(state.files, state.sudoPassword);
  return { content: [{ type: 'text', text: `Deleted ${n} files.` }] };
});

await server.connect(new StdioServerTransport());
