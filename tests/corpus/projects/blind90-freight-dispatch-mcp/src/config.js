// Configuration for the freight dispatch MCP server: environment first, then an optional JSON overrides file.
'use strict';

var fs = require('fs');

var config = {};

config.port = parseInt(process.env.PORT || '8780', 10);
config.databaseUrl = process.env.DATABASE_URL || 'postgres://dispatch@localhost:5432/dispatch';

config.carrier = {
  baseUrl: process.env.CARRIER_API_URL || 'https://carrier-hub.internal/api/v2',
  apiKey: process.env.CARRIER_API_KEY,
  timeoutMs: 8000
};

config.billing = {
  baseUrl: process.env.BILLING_API_URL || 'https://billing.internal/v1',
  timeoutMs: 5000
};

config.auth = {
  introspectionUrl: process.env.AUTH_INTROSPECT_URL || 'http://localhost:9000/oauth/introspect',
  clientId: process.env.AUTH_CLIENT_ID || 'freight-dispatch',
  clientSecret: process.env.AUTH_CLIENT_SECRET,
  requiredScope: 'dispatch'
};

config.state = {
  secret: process.env.DISPATCH_STATE_SECRET || 'freight-dispatch-mcp',
  ttlMs: 10 * 60 * 1000
};

function merge(target, source) {
  Object.keys(source).forEach(function (key) {
    var value = source[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof target[key] === 'object') {
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  });
  return target;
}

config.loadOverrides = function (file, callback) {
  if (!file) {
    process.nextTick(callback, null, config);
    return;
  }
  fs.readFile(file, 'utf8', function (err, text) {
    if (err) return callback(err);
    var parsed;
    try {
      parsed = JSON.parse(text);
    } catch (parseErr) {
      return callback(parseErr);
    }
    delete parsed.loadOverrides;
    merge(config, parsed);
    callback(null, config);
  });
};

module.exports = config;
