'use strict';

var crypto = require('crypto');
var express = require('express');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var env = require('./lib/env');
var db = require('./lib/db');
var RoundSealer = require('./lib/round-sealer');
var apiToken = require('./middleware/api-token');
var tools = require('./tools');

var sealer = new RoundSealer({ keys: env.stateKeys, ttlMs: env.stateTtlMs });

var app = express();
app.disable('x-powered-by');

app.post('/mcp', express.json({ limit: '256kb' }), apiToken(db), function (req, res, next) {
  var server = tools.createServer({ db: db, sealer: sealer });
  var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', function () {
    transport.close();
    server.close();
  });
  server.connect(transport)
    .then(function () { return transport.handleRequest(req, res, req.body); })
    .catch(next);
});

// Nightly stock snapshot for the BI team; conditional GET so their poller stays cheap.
app.get('/exports/stock.csv', apiToken(db), function (req, res, next) {
  db.query('SELECT sku, bin_id, qty FROM bin_stock ORDER BY sku, bin_id')
    .then(function (rows) {
      var csv = 'sku,bin_id,qty\n' + rows.map(function (r) { return [r.sku, r.bin_id, r.qty].join(','); }).join('\n');
      var etag = '"' + crypto.createHash('sha1').update(csv).digest('hex') + '"';
      if (req.get('If-None-Match') === etag) return res.status(304).end();
      res.set('ETag', etag).type('text/csv').send(csv);
    })
    .catch(next);
});

app.use(function (err, req, res, next) { // (the project turns no-unused-vars off for this line)
  console.error('[warehouse-ops]', err);
  if (!res.headersSent) res.status(500).json({ error: 'internal error' });
});

app.listen(env.port, function () {
  console.log('warehouse-ops listening on ' + env.port);
});
