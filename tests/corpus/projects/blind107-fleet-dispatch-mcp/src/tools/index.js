// src/tools/index.js — the dispatch tool registry and the tools/call dispatcher
'use strict';

var rounds = require('../lib/rounds');

var modules = [
  require('./vehicles'),
  require('./assignDriver'),
  require('./decommission'),
  require('./fuelCard')
];

var byName = {};
modules.forEach(function (m) { byName[m.definition.name] = m; });

exports.list = function () {
  return modules.map(function (m) { return m.definition; });
};

exports.call = function (request, extra) {
  var params = request.params || {};
  var tool = byName[params.name];
  if (!tool) return Promise.resolve(rounds.toolError('Unknown tool ' + params.name));

  var auth = extra.authInfo;
  if (!auth || !auth.extra || !auth.extra.userId) {
    return Promise.resolve(rounds.toolError('This tool needs a signed-in dispatcher.'));
  }

  var round = rounds.readRound(params);
  var ctx = {
    user: { id: auth.extra.userId, depotId: auth.extra.depotId, name: auth.extra.name },
    state: round.state,
    responses: round.responses,
    signal: extra.signal
  };

  return Promise.resolve()
    .then(function () { return tool.handle(params.arguments || {}, ctx); })
    .catch(function (err) {
      console.error('[%s] %s', params.name, err.stack || err);
      return rounds.toolError('The ' + params.name + ' tool failed: ' + err.message);
    });
};
