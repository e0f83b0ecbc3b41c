// src/config.js — warehouse server settings; secrets come only from the environment and are length-checked
'use strict';

var crypto = require('crypto');

function required(name) {
  var v = process.env[name];
  if (!v) throw new Error('Missing required environment variable ' + name);
  return v;
}

function secretBytes(name, minBytes) {
  var buf = Buffer.from(required(name), 'base64');
  if (buf.length < minBytes) throw new Error(name + ' must be at least ' + minBytes + ' bytes of base64');
  return buf;
}

function subKey(master, label) {
  return crypto.createHmac('sha256', master).update('picklist-warehouse/' + label).digest();
}

var masterKey = secretBytes('WAREHOUSE_MASTER_KEY', 32);

exports.port = Number(process.env.PORT || 8400);
exports.publicUrl = (process.env.PUBLIC_URL || 'http://localhost:8400').replace(/\/$/, '');
exports.redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/2';
exports.mysql = {
  host: process.env.MYSQL_HOST || '127.0.0.1',
  user: process.env.MYSQL_USER || 'wms',
  password: process.env.MYSQL_PASSWORD,
  database: process.env.MYSQL_DATABASE || 'wms',
  connectionLimit: 10
};
exports.downloadKey = subKey(masterKey, 'download-links/v1');
exports.carrierWebhookSecret = secretBytes('CARRIER_WEBHOOK_SECRET', 32);
exports.carrierAccountId = process.env.CARRIER_ACCOUNT_ID || '';
exports.pendingTtlSeconds = 600;
