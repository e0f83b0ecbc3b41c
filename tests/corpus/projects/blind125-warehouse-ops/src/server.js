// Creates the warehouse McpServer with the state vault, inventory database and tools.
'use strict';

var McpServer = require('@modelcontextprotocol/server').McpServer;
var Vault = require('./vault');
var InventoryDb = require('./db');
var keyring = require('./keyring');

var vault = new Vault(keyring.loadStateKey(), { ttlMs: 5 * 60 * 1000 });
var db = new InventoryDb(require('../seed.json'));

db.on('change', function (evt) {
  console.error('[audit]', JSON.stringify(evt));
});

var toolModules = [require('./tools/deleteBin'), require('./tools/transferStock')];

exports.createServer = function createServer() {
  var server = new McpServer({ name: 'warehouse-ops', version: '0.9.0' }, { capabilities: { tools: {} } });
  toolModules.forEach(function (m) { m.register(server, db, vault); });
  return server;
};
