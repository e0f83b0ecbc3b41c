// Creates the request-state codec shared by all mailbox cleanup tools.
'use strict';

var createRequestStateCodec = require('@modelcontextprotocol/server').createRequestStateCodec;
var stateKey = require('./stateKey');

// Shared by every tool. Five minutes is plenty for a human to click "yes".
module.exports = createRequestStateCodec({ key: stateKey(), ttlSeconds: 300 }); // expect: require-state-binding, no-weak-state-key
