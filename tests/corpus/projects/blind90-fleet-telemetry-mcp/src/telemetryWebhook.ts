// Device telemetry webhook: authenticates each batch by its HMAC header and stores the readings locally.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import getRawBody from 'raw-body';
import settings from './settings.js';
import { store } from './db.js';

function signatureOk(raw, header) {
  var given = Buffer.from(String(header || ''), 'hex');
  var computed = createHmac('sha256', settings.deviceWebhookSecret).update(raw).digest();
  return given.equals(computed); // expect: no-timing-unsafe-compare
}

export function telemetryWebhook(ctx) {
  return getRawBody(ctx.req, { length: ctx.get('content-length') || undefined, limit: '512kb' }).then(function (raw) {
    if (!signatureOk(raw, ctx.get('x-device-signature'))) {
      ctx.status = 401;
      return;
    }
    var batch;
    try {
      batch = JSON.parse(raw.toString('utf8'));
    } catch (e) {
      ctx.status = 400;
      return;
    }
    var readings = Array.isArray(batch.readings) ? batch.readings : [];
    return readings.reduce(function (chain, reading) {
      return chain.then(function () {
        return store.saveReading(String(batch.vehicle_id), reading);
      });
    }, Promise.resolve()).then(function () {
      ctx.status = 204;
    });
  });
}
