'use strict';

var superagent = require('superagent');
var config = require('config');

var baseUrl = config.get('deployer.baseUrl');
var timeoutMs = config.get('deployer.timeoutMs');

function call(method, path, body, done) {
  var req = superagent(method, baseUrl + path)
    .set('Authorization', 'Bearer ' + process.env.ARGO_API_TOKEN)
    .timeout({ response: timeoutMs });
  if (body) req.send(body);
  req.end(function (err, res) {
    if (err) return done(err);
    done(null, res.body);
  });
}

/** All functions take a node-style callback as their last argument. */
module.exports = {
  registerRelease: function (service, tag, done) {
    call('POST', '/releases', { service: service, tag: tag }, done);
  },
  currentRelease: function (service, done) {
    call('GET', '/services/' + encodeURIComponent(service) + '/current', null, function (err, body) {
      done(err, body && body.release);
    });
  },
  regionsFor: function (service, done) {
    call('GET', '/services/' + encodeURIComponent(service) + '/regions', null, function (err, body) {
      done(err, body && body.regions);
    });
  },
  promote: function (service, release, environment, done) {
    call('POST', '/services/' + encodeURIComponent(service) + '/promote', { release: release, environment: environment }, done);
  },
  rollback: function (service, toRelease, done) {
    call('POST', '/services/' + encodeURIComponent(service) + '/rollback', { release: toRelease }, done);
  },
  startCanary: function (service, release, regions, requestedBy, done) {
    call('POST', '/services/' + encodeURIComponent(service) + '/canary', {
      release: release,
      regions: regions,
      requestedBy: requestedBy
    }, done);
  }
};
