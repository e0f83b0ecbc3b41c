// Models a CommonJS Express /metrics endpoint behind HTTP Basic auth whose password is compared to process.env.METRICS_PASSWORD with ===.
const express = require('express');
const client = require('prom-client');

const register = new client.Registry();
client.collectDefaultMetrics({ register });

const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests',
  labelNames: ['route', 'status'],
  registers: [register],
});

function parseBasicAuth(header) {
  if (typeof header !== 'string') return null;
  const [scheme, encoded] = header.split(' ');
  if (scheme !== 'Basic' || encoded === undefined) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return null;
  return { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

function metricsAuth(req, res, next) {
  const credentials = parseBasicAuth(req.headers.authorization);
  if (
    credentials !== null &&
    credentials.user === (process.env.METRICS_USER || 'prometheus') &&
    credentials.pass === process.env.METRICS_PASSWORD // expect: no-timing-unsafe-compare
  ) {
    return next();
  }
  res.set('WWW-Authenticate', 'Basic realm="metrics"');
  res.status(401).end();
}

const app = express();

app.use((req, res, next) => {
  res.on('finish', () => {
    if (req.path !== '/metrics') {
      httpRequests.inc({ route: req.route ? req.route.path : 'unknown', status: String(res.statusCode) });
    }
  });
  next();
});

app.get('/metrics', metricsAuth, async (req, res) => {
  res.set('Content-Type', register.contentType);
  res.end(await register.metrics());
});

app.get('/ready', (req, res) => {
  res.status(process.env.READY === 'false' ? 503 : 200).end();
});

module.exports = app;
