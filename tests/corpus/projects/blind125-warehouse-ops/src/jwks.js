// Verifies bearer tokens through the warehouse SSO introspection endpoint.
'use strict';

var https = require('https');

var INTROSPECT = process.env.WAREHOUSE_INTROSPECT_URL || 'https://sso.example.com/oauth2/introspect';
var CLIENT_AUTH = process.env.WAREHOUSE_INTROSPECT_BASIC;

if (!CLIENT_AUTH) throw new Error('WAREHOUSE_INTROSPECT_BASIC is not set');

function introspect(token, cb) {
  var req = https.request(INTROSPECT, {
    method: 'POST',
    headers: {
      authorization: 'Basic ' + CLIENT_AUTH,
      'content-type': 'application/x-www-form-urlencoded'
    }
  }, function (res) {
    var buf = '';
    res.on('data', function (c) { buf += c; });
    res.on('end', function () {
      try { cb(null, JSON.parse(buf)); } catch (e) { cb(e); }
    });
  });
  req.on('error', cb);
  req.end('token=' + encodeURIComponent(token));
}

exports.verifier = {
  verifyAccessToken: function (token) {
    return new Promise(function (resolve, reject) {
      introspect(token, function (err, info) {
        if (err) return reject(err);
        if (!info.active) return reject(new Error('inactive token'));
        resolve({
          token: token,
          clientId: info.client_id,
          scopes: String(info.scope || '').split(' '),
          expiresAt: info.exp,
          extra: { userId: info.sub }
        });
      });
    });
  }
};
