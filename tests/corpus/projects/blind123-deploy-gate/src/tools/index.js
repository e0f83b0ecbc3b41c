// Builds the map of deploy-gate tools keyed by name.
'use strict';

const makeRollback = require('./rollback');
const makeTailLogs = require('./tailLogs');

module.exports = function buildTools(signer) {
  const tools = [makeRollback(signer), makeTailLogs()];
  return new Map(tools.map((t) => [t.definition.name, t]));
};
