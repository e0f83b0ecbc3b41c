// src/lib/http.js — tiny JSON-over-HTTPS client used for the identity and fuel card services
'use strict';

var https = require('https');
var http = require('http');
var util = require('util');
var URL = require('url').URL;

function requestJson(method, url, opts, cb) {
  var target = new URL(url);
  var transport = target.protocol === 'http:' ? http : https;
  var headers = Object.assign({ accept: 'application/json' }, opts.headers || {});
  var payload = null;

  if (opts.form) {
    payload = new URLSearchParams(opts.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  if (payload !== null) headers['content-length'] = Buffer.byteLength(payload);

  var req = transport.request(target, { method: method, headers: headers, timeout: opts.timeout || 8000 }, function (res) {
    var chunks = [];
    res.on('data', function (c) { chunks.push(c); });
    res.on('end', function () {
      var text = Buffer.concat(chunks).toString('utf8');
      var body = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch (e) {
        return cb(new Error('Non-JSON reply from ' + target.host + ' (' + res.statusCode + ')'));
      }
      if (res.statusCode >= 400) {
        var err = new Error('HTTP ' + res.statusCode + ' from ' + target.host);
        err.status = res.statusCode;
        err.body = body;
        return cb(err);
      }
      cb(null, { status: res.statusCode, body: body });
    });
  });
  req.on('timeout', function () { req.destroy(new Error('Timed out calling ' + target.host)); });
  req.on('error', cb);
  if (payload !== null) req.write(payload);
  req.end();
}

exports.requestJson = requestJson;
exports.requestJsonAsync = util.promisify(requestJson);
