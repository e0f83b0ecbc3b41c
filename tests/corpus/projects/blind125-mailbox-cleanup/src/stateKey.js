// Derives and caches the key used by the request-state codec.
'use strict';

var crypto = require('crypto');
var os = require('os');

var cached = null;

// Every replica behind the load balancer runs in the same pod template, so
// deriving the key from the host keeps them in agreement without another secret.
function stateKey() {
  if (cached) return cached;
  var seed = process.env.MAILBOX_CLUSTER || os.hostname();
  cached = crypto.createHash('sha256').update('mailbox-cleanup/state/' + seed).digest();
  return cached;
}

module.exports = stateKey;
