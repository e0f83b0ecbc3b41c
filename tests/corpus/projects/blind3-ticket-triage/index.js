#!/usr/bin/env node
'use strict';
const os = require('node:os');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { StateBox } = require('./lib/state-box');
const { moveTicket } = require('./lib/jira');

const TOOL = 'triage_ticket';
const localUser = os.userInfo().username;

const server = new Server({ name: 'ticket-triage', version: '1.2.1' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{
    name: TOOL,
    description: 'Move a ticket to another column',
    inputSchema: { type: 'object', properties: { ticketId: { type: 'string' }, column: { type: 'string' } }, required: ['ticketId', 'column'] },
  }],
}));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args = {}, requestState, inputResponses = {} } = request.params;
  if (name !== TOOL) throw new Error(`unknown tool ${name}`);

  if (!requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        jira: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Paste a Jira API key allowed to move tickets',
            requestedSchema: { type: 'object', properties: { apiKey: { type: 'string' } }, required: ['apiKey'] },
          },
        },
      },
      requestState: StateBox.seal({ ticketId: args.ticketId, column: args.column, step: 'key' }, localUser, TOOL),
    };
  }

  const prior = StateBox.open(requestState, localUser, TOOL); // expect: require-state-binding
  if (!prior) return { isError: true, content: [{ type: 'text', text: 'Invalid state, start again.' }] };

  if (prior.step === 'key') {
    const reply = inputResponses.jira;
    if (!reply || reply.action !== 'accept') return { content: [{ type: 'text', text: 'Cancelled.' }] };
    return {
      resultType: 'input_required',
      inputRequests: {
        ok: { method: 'elicitation/create', params: { mode: 'form', message: `Move ${prior.ticketId} to ${prior.column}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
      },
      requestState: StateBox.seal({
        ticketId: prior.ticketId,
        column: prior.column,
        step: 'confirm',
        jiraApiKey: reply.content.apiKey, // expect: no-secrets-in-state
      }, localUser, TOOL),
    };
  }

  if (inputResponses.ok?.content?.ok !== true) return { content: [{ type: 'text', text: 'Left as is.' }] };
  await moveTicket(prior.ticketId, prior.column, prior.jiraApiKey);
  return { content: [{ type: 'text', text: `${prior.ticketId} moved to ${prior.column}` }] };
});

server.connect(new StdioServerTransport()).catch((err) => {
  console.error(err);
  process.exit(1);
});
