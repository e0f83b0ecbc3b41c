// Client for the fleet-core API: vehicles, workshop slots and bookings, immobiliser commands and token lookups.
// @ts-nocheck
import https from 'node:https';
import { promisify } from 'node:util';
import settings from './settings.js';

function FleetApi(options) {
  this.base = new URL(options.baseUrl);
  this.apiKey = options.apiKey;
  this.timeoutMs = options.timeoutMs;
  var self = this;
  ['whoAmI', 'vehicle', 'workshopSlots', 'bookWorkshop', 'immobilize'].forEach(function (name) {
    self[name + 'Async'] = promisify(self[name]).bind(self);
  });
}

FleetApi.prototype._send = function (method, path, body, headers, callback) {
  var payload = body ? JSON.stringify(body) : null;
  var allHeaders = { accept: 'application/json', 'x-api-key': this.apiKey };
  if (payload) allHeaders['content-type'] = 'application/json';
  Object.assign(allHeaders, headers || {});
  var req = https.request({
    method: method,
    hostname: this.base.hostname,
    port: this.base.port || 443,
    path: this.base.pathname.replace(/\/$/, '') + path,
    headers: allHeaders,
    timeout: this.timeoutMs
  }, function (res) {
    var data = '';
    res.setEncoding('utf8');
    res.on('data', function (chunk) { data += chunk; });
    res.on('end', function () {
      if (res.statusCode === 404) return callback(null, null);
      if (res.statusCode >= 400) return callback(new Error('fleet-core ' + method + ' ' + path + ' answered ' + res.statusCode));
      var parsed;
      try {
        parsed = data ? JSON.parse(data) : {};
      } catch (e) {
        return callback(e);
      }
      callback(null, parsed);
    });
  });
  req.on('timeout', function () { req.destroy(new Error('fleet-core timed out')); });
  req.on('error', callback);
  req.end(payload || undefined);
};

FleetApi.prototype.whoAmI = function (accessToken, callback) {
  this._send('GET', '/v1/token-info', null, { 'x-user-token': accessToken }, callback);
};

FleetApi.prototype.vehicle = function (vehicleId, fleetId, callback) {
  this._send('GET', '/v1/fleets/' + encodeURIComponent(fleetId) + '/vehicles/' + encodeURIComponent(vehicleId), null, null, callback);
};

FleetApi.prototype.workshopSlots = function (depotId, service, callback) {
  this._send('GET', '/v1/workshops/slots?depot=' + encodeURIComponent(depotId) + '&service=' + encodeURIComponent(service), null, null, function (err, body) {
    if (err) return callback(err);
    callback(null, (body && body.slots) || []);
  });
};

FleetApi.prototype.bookWorkshop = function (vehicleId, slotId, service, userId, callback) {
  this._send('POST', '/v1/workshops/bookings', { vehicle_id: vehicleId, slot_id: slotId, service: service, requested_by: userId }, null, function (err, body) {
    if (err) return callback(err);
    callback(null, { reference: body.reference, workshopName: body.workshop_name, startsAt: body.starts_at });
  });
};

FleetApi.prototype.immobilize = function (vehicleId, reason, userId, callback) {
  this._send('POST', '/v1/vehicles/' + encodeURIComponent(vehicleId) + '/immobilizer', { state: 'engaged', reason: reason, requested_by: userId }, null, callback);
};

export var fleetApi = new FleetApi(settings.fleetApi);
