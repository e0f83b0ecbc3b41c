// Builds the low-level MCP server and routes calls to the export tools.
'use strict';

var Server = require('@modelcontextprotocol/sdk/server/index.js').Server;
var types = require('@modelcontextprotocol/sdk/types.js');

var config = require('./config');
var StateSigner = require('./signer');
var BankClient = require('./bankClient');
var createExportStatements = require('./tools/exportStatements');
var previewExport = require('./tools/previewExport');

function userIdFrom(extra) {
  var info = extra && extra.authInfo;
  return info && info.extra && info.extra.userId ? String(info.extra.userId) : null;
}

function buildServer(log) {
  var signer = new StateSigner({ key: config.stateKey, ttlMs: config.stateTtlMs }); // expect: no-weak-state-key
  var bank = new BankClient(config.bankBaseUrl, config.bankClientId, config.bankClientSecret);
  bank.on('response', function (r) { log('bank', r.method, r.path, r.status); });

  var tools = [
    createExportStatements({
      signer: signer,
      bank: bank,
      maxRows: config.maxRows,
      consentUrl: config.bankBaseUrl + '/consent?client_id=' + encodeURIComponent(config.bankClientId)
    }),
    previewExport
  ];
  var byName = {};
  tools.forEach(function (t) { byName[t.name] = t; });

  var server = new Server(
    { name: 'ledger-export', version: '0.7.2' },
    { capabilities: { tools: {} } }
  );

  server.setRequestHandler(types.ListToolsRequestSchema, function () {
    return Promise.resolve({
      tools: tools.map(function (t) {
        return { name: t.name, description: t.description, inputSchema: t.inputSchema };
      })
    });
  });

  server.setRequestHandler(types.CallToolRequestSchema, function (request, extra) {
    var params = request.params;
    var tool = byName[params.name];
    if (!tool) {
      return Promise.resolve({ content: [{ type: 'text', text: 'Unknown tool ' + params.name }], isError: true });
    }
    var userId = userIdFrom(extra);
    if (!userId) {
      return Promise.resolve({ content: [{ type: 'text', text: 'Sign in first.' }], isError: true });
    }
    var ctx = {
      userId: userId,
      tool: params.name,
      inputResponses: params.inputResponses || null,
      requestState: typeof params.requestState === 'string' ? params.requestState : null
    };
    return tool.handle(params.arguments || {}, ctx);
  });

  return server;
}

module.exports = { buildServer: buildServer };
