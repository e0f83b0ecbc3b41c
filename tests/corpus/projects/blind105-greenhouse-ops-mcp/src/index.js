// node:http entry point: serves MCP on /mcp behind bearer auth and accepts signed SensorHub alarm webhooks.
import http from 'node:http';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { loadConfig } from './config.js';
import { makeAuthGate, makeWebhookVerifier } from './auth.js';
import { makeHandleStore } from './state/handles.js';
import { makeJwsState } from './state/jws.js';
import { makeClimate } from './climate.js';
import { makeHistory } from './history.js';
import { buildServer } from './server.js';

const config = loadConfig();
const history = makeHistory(config.databaseUrl);
const deps = {
  history,
  climate: makeClimate(config.climateApiUrl),
  handles: makeHandleStore(config.redisUrl),
  jws: makeJwsState(config),
};

const mcp = createMcpHandler(() => buildServer(deps));
const gate = makeAuthGate(config);
const sensorhubSigned = makeWebhookVerifier(config.sensorhubWebhookSecret, config.webhookToleranceSeconds);

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const toRequest = (req, body) =>
  new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]])),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });

const send = async (res, response) => {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
};

const routes = {
  '/mcp': async (req, res) => {
    const request = toRequest(req, await readBody(req));
    const auth = await gate(request);
    return send(res, auth instanceof Response ? auth : await mcp.fetch(request, { authInfo: auth }));
  },
  '/webhooks/sensorhub': async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || !sensorhubSigned(req.headers['sensorhub-signature'], body)) {
      res.writeHead(401).end();
      return;
    }
    const event = JSON.parse(body.toString('utf8'));
    await history.recordAlarms(
      (event.alarms ?? []).map((a) => ({ zone_id: a.zone, sensor_id: a.sensor, kind: a.kind, value: a.value, raised_at: a.at })),
    );
    res.writeHead(204).end();
  },
};

http
  .createServer(async (req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (!route) return res.writeHead(404).end();
    try {
      await route(req, res);
    } catch (error) {
      console.error('[greenhouse] request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  })
  .listen(config.port, () => console.log(`[greenhouse] listening on :${config.port}`));
