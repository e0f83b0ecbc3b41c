// Callback-style client for the internal calendar service with promisified method variants.
'use strict';

var https = require('https');
var util = require('util');

/**
 * Thin client for the internal calendar service. The service credential is
 * held here, server side, and is never part of anything sent to MCP clients.
 */
function CalendarApi(baseUrl, serviceToken) {
  if (!serviceToken) throw new Error('CALENDAR_SERVICE_TOKEN is not set');
  this.baseUrl = baseUrl;
  this.serviceToken = serviceToken;
}

CalendarApi.prototype._call = function (method, path, body, cb) {
  var req = https.request(this.baseUrl + path, {
    method: method,
    headers: {
      authorization: 'Bearer ' + this.serviceToken,
      'content-type': 'application/json'
    }
  }, function (res) {
    var buf = '';
    res.on('data', function (c) { buf += c; });
    res.on('end', function () {
      if (res.statusCode >= 400) return cb(new Error('calendar ' + res.statusCode));
      cb(null, buf ? JSON.parse(buf) : null);
    });
  });
  req.on('error', cb);
  req.end(body ? JSON.stringify(body) : undefined);
};

CalendarApi.prototype.freeSlots = function (userId, attendees, day, minutes, cb) {
  this._call('POST', '/v1/freebusy', { owner: userId, attendees: attendees, day: day, minutes: minutes }, function (err, json) {
    cb(err, json && json.slots);
  });
};

CalendarApi.prototype.createEvent = function (userId, event, cb) {
  this._call('POST', '/v1/users/' + encodeURIComponent(userId) + '/events', event, cb);
};

CalendarApi.prototype.getEvent = function (userId, eventId, cb) {
  this._call('GET', '/v1/users/' + encodeURIComponent(userId) + '/events/' + encodeURIComponent(eventId), null, cb);
};

CalendarApi.prototype.cancelEvent = function (userId, eventId, notify, cb) {
  this._call('DELETE', '/v1/users/' + encodeURIComponent(userId) + '/events/' + encodeURIComponent(eventId) +
    (notify ? '?notify=1' : ''), null, cb);
};

['freeSlots', 'createEvent', 'getEvent', 'cancelEvent'].forEach(function (name) {
  CalendarApi.prototype[name + 'Async'] = util.promisify(CalendarApi.prototype[name]);
});

module.exports = CalendarApi;
