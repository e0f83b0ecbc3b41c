// src/vendorApi.ts — client for a vendor's procurement API (catalog and quote requests)
// @ts-nocheck
import https from 'node:https';
import util from 'node:util';

export function VendorApi(endpoint, apiKey) {
  this.endpoint = endpoint.replace(/\/$/, '');
  this.apiKey = apiKey;
}

VendorApi.prototype.send = function (method, path, body, cb) {
  var url = new URL(this.endpoint + path);
  if (url.protocol !== 'https:') return process.nextTick(cb, new Error('Vendor endpoints must use https'));
  var data = body ? JSON.stringify(body) : null;
  var req = https.request(url, {
    method: method,
    timeout: 10000,
    headers: { 'x-api-key': this.apiKey, accept: 'application/json', 'content-type': 'application/json' }
  }, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      var text = Buffer.concat(chunks).toString('utf8');
      if (res.statusCode >= 300) return cb(new Error('Vendor API ' + res.statusCode));
      try { cb(null, JSON.parse(text)); } catch (e) { cb(e); }
    });
  });
  req.on('timeout', function () { req.destroy(new Error('Vendor API timed out')); });
  req.on('error', cb);
  if (data) req.write(data);
  req.end();
};

VendorApi.prototype.catalog = function (catalogId, cb) {
  this.send('GET', '/catalogs/' + encodeURIComponent(catalogId) + '/items?active=true', null, function (err, body) {
    if (err) return cb(err);
    cb(null, (body.items || []).map(function (i) { return { sku: i.sku, name: i.name, unitPrice: i.unit_price }; }));
  });
};

VendorApi.prototype.quote = function (lines, cb) {
  this.send('POST', '/quotes', { lines: lines }, function (err, body) {
    if (err) return cb(err);
    cb(null, { reference: body.quote_ref, totalCents: Math.round(body.total * 100), validUntil: body.valid_until });
  });
};

VendorApi.prototype.catalogAsync = util.promisify(VendorApi.prototype.catalog);
VendorApi.prototype.quoteAsync = util.promisify(VendorApi.prototype.quote);
