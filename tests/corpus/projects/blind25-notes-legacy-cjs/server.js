'use strict';

var http = require('http');
var config = require('./lib/config');
var rpc = require('./lib/rpc');
var NotesStore = require('./lib/notes');
var StateTokens = require('./lib/stateTokens');
var Tools = require('./lib/tools');

var notes = new NotesStore(config.dataDir);
var tokens = StateTokens(config.state); // expect: no-weak-state-key

Tools.init({ config: config, notes: notes, tokens: tokens });

function readJson(req, cb) {
  var chunks = [];
  var size = 0;
  req.on('data', function (c) {
    size += c.length;
    if (size > 1024 * 1024) { req.destroy(); return; }
    chunks.push(c);
  });
  req.on('end', function () {
    try {
      cb(null, JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch (e) {
      cb(e);
    }
  });
  req.on('error', cb);
}

function send(res, status, body) {
  var text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function authenticate(req, cb) {
  var header = req.headers.authorization || '';
  var m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) return cb(null, null);
  notes.userForToken(m[1], cb);
}

function dispatch(msg, userId, cb) {
  switch (msg.method) {
    case 'initialize':
      return cb(rpc.result(msg.id, {
        protocolVersion: rpc.PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'notes', version: '2.3.1' }
      }));
    case 'tools/list':
      return cb(rpc.result(msg.id, { tools: Tools.list() }));
    case 'tools/call':
      var p = msg.params || {};
      return Tools.call(p.name, {
        userId: userId,
        args: p.arguments || {},
        inputResponses: p.inputResponses,
        requestState: p.requestState
      }, function (err, result) {
        if (err) {
          console.error('[notes-mcp] %s failed: %s', p.name, err.stack || err);
          return cb(rpc.error(msg.id, -32603, 'Internal error'));
        }
        cb(rpc.result(msg.id, result));
      });
    default:
      return cb(rpc.error(msg.id, -32601, 'Method not found'));
  }
}

var server = http.createServer(function (req, res) {
  if (req.method !== 'POST' || req.url !== '/mcp') return send(res, 404, { error: 'not found' });
  authenticate(req, function (err, userId) {
    if (err) return send(res, 500, { error: 'auth backend unavailable' });
    if (!userId) return send(res, 401, { error: 'unauthorized' });
    readJson(req, function (e, msg) {
      if (e) return send(res, 400, rpc.error(null, -32700, 'Parse error'));
      dispatch(msg, userId, function (reply) { send(res, 200, reply); });
    });
  });
});

notes.load(function (err) {
  if (err) throw err;
  server.listen(config.port, function () {
    console.log('[notes-mcp] listening on :%d', config.port);
  });
});
