// HTTP entry point that authenticates API keys and serves MCP over streamable HTTP.
'use strict';

var http = require('http');
var StreamableHTTPServerTransport = require('@modelcontextprotocol/sdk/server/streamableHttp.js').StreamableHTTPServerTransport;

var CalendarApi = require('./calendarApi');
var PendingStore = require('./pendingStore');
var apiKeys = require('./apiKeys');
var makeServer = require('./router');

var api = new CalendarApi(process.env.CALENDAR_API || 'https://calendar.internal.example', process.env.CALENDAR_SERVICE_TOKEN);
// one store for the whole process: handles must survive across requests
var store = new PendingStore({ ttlMs: 5 * 60 * 1000 });
store.on('expired', function () { /* counted by metrics exporter */ });

apiKeys.load(process.env.CALENDAR_KEYS || 'keys.json', function (err, n) {
  if (err) {
    console.error('cannot load API keys:', err.message);
    process.exit(1);
  }
  console.error('loaded', n, 'API keys');

  http.createServer(function (req, res) {
    var userId = apiKeys.userFor(req.headers['x-api-key']);
    if (!userId) { res.writeHead(401); return res.end(); }
    var raw = '';
    req.on('data', function (c) { raw += c; });
    req.on('end', function () {
      var body;
      try { body = raw ? JSON.parse(raw) : undefined; } catch (e) { res.writeHead(400); return res.end(); }
      var server = makeServer(api, store, userId);
      var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      res.on('close', function () { transport.close(); });
      server.connect(transport).then(function () {
        return transport.handleRequest(req, res, body);
      }).catch(function (e) {
        console.error(e);
        if (!res.headersSent) { res.writeHead(500); res.end(); }
      });
    });
  }).listen(Number(process.env.PORT) || 3030);
});
