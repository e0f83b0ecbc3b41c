var http = require('node:http');
var { createMcpHandler } = require('@modelcontextprotocol/server');
var { makeServer } = require('./server');
var { authenticate } = require('./auth');
var { handleLedgerWebhook } = require('./webhook');
var helpers = require('./helpers');

var mcp = createMcpHandler(makeServer);
var PORT = Number(process.env.PORT || 3300);

function toFetchRequest(req, body) {
  var headers = new Headers();
  Object.keys(req.headers).forEach(function (k) {
    var v = req.headers[k];
    headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  });
  return new Request('http://' + (req.headers.host || 'localhost') + req.url, {
    method: req.method,
    headers: headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

async function pipeResponse(response, res) {
  var headers = {};
  response.headers.forEach(function (v, k) {
    headers[k] = v;
  });
  res.writeHead(response.status, headers);
  if (!response.body) return res.end();
  for await (var chunk of response.body) res.write(chunk);
  res.end();
}

var server = http.createServer(function (req, res) {
  var path = req.url.split('?')[0];

  if (path === '/healthz') return helpers.sendJson(res, 200, { ok: true });
  if (path === '/webhooks/ledger' && req.method === 'POST') return handleLedgerWebhook(req, res);
  if (path !== '/mcp') return helpers.sendJson(res, 404, { error: 'not found' });

  helpers.readBody(req, function (err, body) {
    if (err) return helpers.sendJson(res, 413, { error: err.message });
    var request = toFetchRequest(req, body);
    authenticate(request)
      .then(function (auth) {
        if (auth instanceof Response) return pipeResponse(auth, res);
        return mcp.fetch(request, { authInfo: auth }).then(function (response) {
          return pipeResponse(response, res);
        });
      })
      .catch(function (e) {
        console.error(e);
        if (!res.headersSent) helpers.sendJson(res, 500, { error: 'internal' });
      });
  });
});

server.listen(PORT, function () {
  console.log('invoice-bot on :' + PORT);
});
