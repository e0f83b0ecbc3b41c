'use strict';

const merge = require('lodash/merge');
const boards = require('./resolvers/boards');
const integrations = require('./resolvers/integrations');

const resolvers = merge({}, boards, integrations);

// MCP tool name -> [resolver type, field] plus what tools/list shows.
const TOOLS = {
  my_boards: {
    resolve: ['Query', 'myBoards'],
    description: 'List the boards you are a member of.',
    inputSchema: { type: 'object', properties: {} },
    annotations: { readOnlyHint: true },
  },
  archive_board: {
    resolve: ['Mutation', 'archiveBoard'],
    description: 'Archive a board after the user confirms.',
    inputSchema: { type: 'object', properties: { boardId: { type: 'string' } }, required: ['boardId'] },
    annotations: { destructiveHint: true },
  },
  move_cards: {
    resolve: ['Mutation', 'moveCards'],
    description: 'Move cards to another column; asks which column.',
    inputSchema: {
      type: 'object',
      properties: { boardId: { type: 'string' }, cardIds: { type: 'array', items: { type: 'string' } } },
      required: ['boardId', 'cardIds'],
    },
  },
  sync_to_jira: {
    resolve: ['Mutation', 'syncToJira'],
    description: "Create Jira issues for a board's cards.",
    inputSchema: {
      type: 'object',
      properties: { boardId: { type: 'string' }, projectKey: { type: 'string' } },
      required: ['boardId', 'projectKey'],
    },
  },
};

const methods = {
  initialize: () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'kanban-mcp', version: '0.9.0' },
  }),

  'tools/list': () => ({
    tools: Object.entries(TOOLS).map(([name, { resolve, ...meta }]) => ({ name, ...meta })),
  }),

  'tools/call': (params, ctx) => {
    const tool = TOOLS[params.name];
    if (!tool) throw Object.assign(new Error(`Unknown tool ${params.name}`), { code: -32602 });
    const [type, field] = tool.resolve;
    return resolvers[type][field](null, params.arguments ?? {}, {
      ...ctx,
      tool: params.name,
      requestState: params.requestState,
      inputResponses: params.inputResponses,
    });
  },
};

async function dispatch(ctx) {
  const { rpc } = ctx;
  const method = methods[rpc.method];
  if (!method) throw Object.assign(new Error(`Method not found: ${rpc.method}`), { code: -32601 });
  ctx.result = await method(rpc.params ?? {}, { user: ctx.user });
}

module.exports = { dispatch, TOOLS };
