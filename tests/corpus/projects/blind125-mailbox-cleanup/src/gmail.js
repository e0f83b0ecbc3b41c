// Gmail API client for token refresh, thread search, archiving and label purging.
'use strict';

var https = require('https');
var util = require('util');
var querystring = require('querystring');

var API = 'https://gmail.googleapis.com/gmail/v1/users/me';

function call(method, url, token, body, cb) {
  var req = https.request(url, {
    method: method,
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }
  }, function (res) {
    var buf = '';
    res.setEncoding('utf8');
    res.on('data', function (c) { buf += c; });
    res.on('end', function () {
      if (res.statusCode >= 300) return cb(new Error('gmail ' + res.statusCode));
      cb(null, buf ? JSON.parse(buf) : {});
    });
  });
  req.on('error', cb);
  req.end(body ? JSON.stringify(body) : undefined);
}

function GmailClient(oauth) {
  this.oauth = oauth; // { clientId, clientSecret }
}

GmailClient.prototype.refresh = function (refreshToken, cb) {
  var form = querystring.stringify({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: this.oauth.clientId,
    client_secret: this.oauth.clientSecret
  });
  var req = https.request('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' }
  }, function (res) {
    var buf = '';
    res.on('data', function (c) { buf += c; });
    res.on('end', function () {
      var json = JSON.parse(buf || '{}');
      if (!json.access_token) return cb(new Error('refresh failed'));
      cb(null, { accessToken: json.access_token, expiresAt: Date.now() + json.expires_in * 1000 });
    });
  });
  req.on('error', cb);
  req.end(form);
};

GmailClient.prototype.searchThreads = function (token, q, cb) {
  call('GET', API + '/threads?' + querystring.stringify({ q: q, maxResults: 500 }), token, null, function (err, json) {
    if (err) return cb(err);
    cb(null, (json.threads || []).map(function (t) { return t.id; }));
  });
};

GmailClient.prototype.archiveThreads = function (token, ids, cb) {
  call('POST', API + '/messages/batchModify', token, { ids: ids, removeLabelIds: ['INBOX'] }, cb);
};

GmailClient.prototype.countLabel = function (token, labelId, cb) {
  call('GET', API + '/labels/' + encodeURIComponent(labelId), token, null, function (err, json) {
    if (err) return cb(err);
    cb(null, json.messagesTotal || 0);
  });
};

GmailClient.prototype.purgeLabel = function (token, labelId, cb) {
  var self = this;
  call('GET', API + '/messages?' + querystring.stringify({ labelIds: labelId, maxResults: 500 }), token, null, function (err, json) {
    if (err) return cb(err);
    var ids = (json.messages || []).map(function (m) { return m.id; });
    if (!ids.length) return cb(null, 0);
    call('POST', API + '/messages/batchDelete', token, { ids: ids }, function (err2) {
      cb(err2 || null, ids.length);
    });
  });
};

['refresh', 'searchThreads', 'archiveThreads', 'countLabel', 'purgeLabel'].forEach(function (m) {
  GmailClient.prototype[m + 'Async'] = util.promisify(GmailClient.prototype[m]);
});

module.exports = GmailClient;
