#!/usr/bin/env node
'use strict';

var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var StdioServerTransport = require('@modelcontextprotocol/sdk/server/stdio.js').StdioServerTransport;
var types = require('@modelcontextprotocol/sdk/types.js');

var deleteNotebook = require('./tools/delete-notebook');
var importNotes = require('./tools/import-notes');
var summarize = require('./tools/summarize');
var pkg = require('./package.json');

var server = new Server(
  { name: 'field-notes', version: pkg.version },
  { capabilities: { tools: {} } }
);

server.setRequestHandler(types.ListToolsRequestSchema, function () {
  return { tools: [importNotes.definition, summarize.definition, deleteNotebook.definition] };
});

server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
  var params = request.params;
  if (params.requestState) {
    // never log the token itself; its size is enough to debug clients that truncate it
    console.error('[field-notes] %s resumed (state %d chars)', params.name, params.requestState.length);
  }
  switch (params.name) {
    case 'delete_notebook':
      return deleteNotebook.run(params, extra);
    case 'import_notes':
      return importNotes.run(params, extra);
    case 'summarize_notebook':
      return summarize.run(params, extra);
    default:
      return { isError: true, content: [{ type: 'text', text: 'Unknown tool ' + params.name }] };
  }
});

server.connect(new StdioServerTransport()).catch(function (err) {
  console.error('[field-notes] failed to start', err);
  process.exit(1);
});
