// Koa entry point: /mcp as stateless Streamable HTTP on SDK 1.x, plus the device telemetry webhook.
// @ts-nocheck
import Koa from 'koa';
import Router from '@koa/router';
import getRawBody from 'raw-body';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import settings from './settings.js';
import { requireUser } from './auth.js';
import { createServer } from './server.js';
import { telemetryWebhook } from './telemetryWebhook.js';

var app = new Koa();
var router = new Router();

router.get('/healthz', function (ctx) {
  ctx.body = { ok: true, version: settings.version };
});

router.post('/mcp', requireUser(), function (ctx) {
  return getRawBody(ctx.req, { limit: '256kb', encoding: 'utf8' }).then(function (text) {
    var body;
    try {
      body = JSON.parse(text);
    } catch (e) {
      ctx.status = 400;
      ctx.body = { error: 'invalid JSON' };
      return;
    }
    var server = createServer();
    var transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.respond = false;
    ctx.res.on('close', function () {
      transport.close();
      server.close();
    });
    return server.connect(transport).then(function () {
      return transport.handleRequest(ctx.req, ctx.res, body);
    });
  });
});

router.post('/devices/telemetry', telemetryWebhook);

app.use(router.routes());
app.use(router.allowedMethods());

app.listen(settings.port, function () {
  console.log('[fleet] ' + settings.serviceName + ' ' + settings.version + ' on :' + settings.port);
});
