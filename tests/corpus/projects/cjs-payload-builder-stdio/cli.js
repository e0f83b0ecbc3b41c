#!/usr/bin/env node
// A stdio GitHub triage server (SDK 1.x low-level Server) that pages issues and hands the next page back as requestState.
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { continuationFor, ContinuationBuilder, labelsContinuation } = require('./lib/continuation');
const { loadCredentials } = require('./lib/oauth');

const creds = loadCredentials();
const builder = new ContinuationBuilder(creds);
const server = new Server({ name: 'gh-triage', version: '0.7.1' }, { capabilities: { tools: {} } });

const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const ask = { more: { method: 'elicitation/create', params: { message: 'Load the next page?', requestedSchema: {} } } };
  if (name === 'list_issues') {
    return { resultType: 'input_required', inputRequests: ask, requestState: encode(continuationFor(args.repo, 2, creds)) }; // expect: require-sealed-state, no-secrets-in-state
  }
  if (name === 'list_pulls') {
    const next = builder.build(args.repo, 2);
    return { resultType: 'input_required', inputRequests: ask, requestState: encode(next) }; // expect: require-sealed-state, no-secrets-in-state
  }
  if (name === 'list_labels') {
    return { resultType: 'input_required', inputRequests: ask, requestState: encode(labelsContinuation(args.repo, 2, creds)) }; // expect: require-sealed-state
  }
  return { isError: true, content: [{ type: 'text', text: `unknown tool ${name}` }] };
});

server.connect(new StdioServerTransport());
