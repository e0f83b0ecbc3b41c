// Bearer token verifier that queries the userinfo endpoint for auth details.
'use strict';

var https = require('https');

var USERINFO = process.env.MAILBOX_USERINFO_URL || 'https://auth.example.com/userinfo';

// Bearer verifier for requireBearerAuth: resolves to AuthInfo or throws.
module.exports = {
  verifyAccessToken: function (token) {
    return new Promise(function (resolve, reject) {
      https.get(USERINFO, { headers: { authorization: 'Bearer ' + token } }, function (res) {
        var buf = '';
        res.on('data', function (c) { buf += c; });
        res.on('end', function () {
          if (res.statusCode !== 200) return reject(new Error('invalid token'));
          var info = JSON.parse(buf);
          resolve({
            token: token,
            clientId: info.azp || 'unknown',
            scopes: String(info.scope || '').split(' '),
            expiresAt: info.exp,
            extra: { userId: info.sub }
          });
        });
      }).on('error', reject);
    });
  }
};
