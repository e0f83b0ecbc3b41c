'use strict';

var util = require('util');
var _ = require('lodash');

var progress = require('../lib/progress');
var deployer = require('../lib/deployer');
var h = require('./helpers');

var regionsFor = util.promisify(deployer.regionsFor);
var startCanary = util.promisify(deployer.startCanary);

function pickRegions(service, regions) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: 'Which regions should get the ' + service + ' canary?',
      requestedSchema: {
        type: 'object',
        properties: {
          regions: {
            type: 'array',
            items: { type: 'string', enum: _.map(regions, 'id') },
            minItems: 1
          },
          percent: { type: 'integer', minimum: 1, maximum: 25, default: 5 }
        },
        required: ['regions']
      }
    }
  };
}

module.exports = {
  name: 'plan_canary',
  description: 'Start a canary of a release in some of the regions the service is allowed to run in.',
  inputSchema: {
    type: 'object',
    properties: { service: { type: 'string' }, release: { type: 'string' } },
    required: ['service', 'release']
  },

  run: function (params, extra) {
    var userId = h.userOf(extra);
    var args = params.arguments || {};

    if (!params.requestState) {
      return regionsFor(args.service).then(function (regions) {
        var allowed = _.filter(regions, { canaryAllowed: true });
        if (!allowed.length) return h.text(args.service + ' has no region that allows canaries.');
        return {
          resultType: 'input_required',
          inputRequests: { regions: pickRegions(args.service, allowed) },
          requestState: progress.encode({ service: args.service, release: args.release, allowedRegions: _.map(allowed, 'id') }) // expect: require-sealed-state
        };
      });
    }

    var saved = progress.decode(params.requestState); // expect: require-sealed-state
    var answer = _.get(params, ['inputResponses', 'regions']);
    if (!answer || answer.action !== 'accept') return Promise.resolve(h.text('Canary not started.'));

    // only regions the first round said this service may canary in
    var chosen = _.intersection(answer.content.regions, saved.allowedRegions);
    if (!chosen.length) return Promise.resolve(h.refused('none of the chosen regions allow a canary'));

    return startCanary(saved.service, saved.release, chosen, userId).then(function () {
      return h.text('Canary of ' + saved.service + ' ' + saved.release + ' started in ' + chosen.join(', ') + '.');
    });
  }
};
