// HTTP clients for the downstream services: the carrier hub (quotes, bookings, cancellations, tracking) and billing.
'use strict';

var http = require('http');
var https = require('https');
var url = require('url');
var util = require('util');

function ServiceClient(options) {
  this.baseUrl = String(options.baseUrl).replace(/\/+$/, '');
  this.timeoutMs = options.timeoutMs || 8000;
  this.label = options.label || 'service';
}

ServiceClient.prototype.defaultHeaders = function () {
  return { accept: 'application/json', 'content-type': 'application/json' };
};

ServiceClient.prototype.request = function (method, path, body, extraHeaders, callback) {
  var target = url.parse(this.baseUrl + path);
  var transport = target.protocol === 'http:' ? http : https;
  var headers = this.defaultHeaders();
  Object.keys(extraHeaders || {}).forEach(function (name) {
    headers[name] = extraHeaders[name];
  });
  var payload = body ? JSON.stringify(body) : null;
  var label = this.label;
  var done = false;
  function finish(err, value) {
    if (done) return;
    done = true;
    callback(err, value);
  }
  var req = transport.request({
    method: method,
    hostname: target.hostname,
    port: target.port,
    path: target.path,
    headers: headers,
    timeout: this.timeoutMs
  }, function (res) {
    var chunks = [];
    res.on('data', function (chunk) { chunks.push(chunk); });
    res.on('end', function () {
      var text = Buffer.concat(chunks).toString('utf8');
      if (res.statusCode >= 400) {
        var err = new Error(label + ' ' + method + ' ' + target.pathname + ' answered ' + res.statusCode);
        err.status = res.statusCode;
        return finish(err);
      }
      var parsed;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch (parseErr) {
        return finish(parseErr);
      }
      finish(null, parsed);
    });
  });
  req.on('timeout', function () {
    req.destroy(new Error(label + ' timed out after ' + this.timeoutMs + 'ms'));
  }.bind(this));
  req.on('error', finish);
  if (payload) req.write(payload);
  req.end();
};

function promisifyMethods(instance, names) {
  names.forEach(function (name) {
    instance[name + 'Async'] = util.promisify(instance[name]).bind(instance);
  });
}

function CarrierClient(options) {
  ServiceClient.call(this, { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, label: 'carrier hub' });
  this.apiKey = options.apiKey;
  promisifyMethods(this, ['pickupWindows', 'bookPickup', 'cancel', 'track']);
}
util.inherits(CarrierClient, ServiceClient);

CarrierClient.prototype.defaultHeaders = function () {
  var headers = ServiceClient.prototype.defaultHeaders.apply(this, arguments);
  headers['x-api-key'] = this.apiKey;
  return headers;
};

CarrierClient.prototype.pickupWindows = function (shipment, callback) {
  this.request('POST', '/pickups/quote', {
    carrier: shipment.carrier_code,
    postcode: shipment.origin_postcode,
    weightKg: Number(shipment.weight_kg)
  }, null, function (err, body) {
    if (err) return callback(err);
    callback(null, {
      quoteId: body.quote_id,
      windows: (body.windows || []).map(function (w) {
        return { id: w.id, from: w.starts_at, to: w.ends_at, priceCents: w.price_cents };
      })
    });
  });
};

CarrierClient.prototype.bookPickup = function (quoteId, windowId, carrierRef, callback) {
  this.request('POST', '/pickups', { quote_id: quoteId, window_id: windowId, consignment: carrierRef }, null, function (err, body) {
    if (err) return callback(err);
    callback(null, { reference: body.pickup_ref, priceCents: body.price_cents });
  });
};

CarrierClient.prototype.cancel = function (carrierRef, reason, callback) {
  this.request('POST', '/consignments/' + encodeURIComponent(carrierRef) + '/cancel', { reason: reason }, null, callback);
};

CarrierClient.prototype.track = function (carrierRef, callback) {
  this.request('GET', '/consignments/' + encodeURIComponent(carrierRef) + '/events', null, null, function (err, body) {
    if (err) return callback(err);
    callback(null, (body.events || []).map(function (ev) {
      return { at: ev.timestamp, location: ev.location || '-', description: ev.description };
    }));
  });
};

function BillingClient(options) {
  ServiceClient.call(this, { baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, label: 'billing' });
  promisifyMethods(this, ['charge']);
}
util.inherits(BillingClient, ServiceClient);

BillingClient.prototype.charge = function (userToken, shipmentId, amountCents, callback) {
  this.request('POST', '/charges', {
    shipment_id: shipmentId,
    amount_cents: amountCents,
    kind: 'pickup'
  }, { authorization: 'Bearer ' + userToken }, callback);
};

module.exports.ServiceClient = ServiceClient;
module.exports.CarrierClient = CarrierClient;
module.exports.BillingClient = BillingClient;
