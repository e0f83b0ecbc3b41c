'use strict';

var util = require('util');
var _ = require('lodash');

var stateToken = require('../lib/state-token');
var deployer = require('../lib/deployer');
var h = require('./helpers');

var signState = util.promisify(stateToken.signState);
var verifyState = util.promisify(stateToken.verifyState);
var currentRelease = util.promisify(deployer.currentRelease);
var promote = util.promisify(deployer.promote);
var rollback = util.promisify(deployer.rollback);

var PROMOTE_FIELDS = ['service', 'release', 'environment'];

exports.promote = {
  name: 'promote_release',
  description: 'Promote a release of a service to staging or production, after an explicit approval.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      release: { type: 'string', description: 'tag, e.g. v2024.11.3' },
      environment: { type: 'string', enum: ['staging', 'production'] }
    },
    required: PROMOTE_FIELDS
  },
  annotations: { destructiveHint: true },

  run: async function (params, extra) {
    var userId = h.userOf(extra);
    var args = _.pick(params.arguments || {}, PROMOTE_FIELDS);

    if (!params.requestState) {
      var token = await signState(_.assign({ sub: userId, tool: 'promote_release' }, args));
      return {
        resultType: 'input_required',
        inputRequests: {
          approval: h.confirm('Promote ' + args.service + ' ' + args.release + ' to ' + args.environment + '?')
        },
        requestState: token
      };
    }

    var claims;
    try {
      claims = await verifyState(params.requestState);
    } catch (err) {
      return h.refused(err.name === 'TokenExpiredError' ? 'approval expired' : 'invalid approval');
    }
    if (claims.sub !== userId || claims.tool !== 'promote_release') return h.refused('approval belongs to another call');
    if (!_.isEqual(_.pick(claims, PROMOTE_FIELDS), args)) return h.refused('arguments changed');

    if (!h.approved(params, 'approval')) return h.text('Promotion cancelled.');

    await promote(args.service, args.release, args.environment);
    return h.text('Promoting ' + args.service + ' ' + args.release + ' to ' + args.environment + '.');
  }
};

exports.rollback = {
  name: 'rollback_release',
  description: 'Roll a service back to an earlier release, after an explicit approval.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string' },
      toRelease: { type: 'string', description: 'the tag to go back to' }
    },
    required: ['service', 'toRelease']
  },
  annotations: { destructiveHint: true },

  run: async function (params, extra) {
    var userId = h.userOf(extra);
    var args = params.arguments || {};

    if (!params.requestState) {
      var running = await currentRelease(args.service);
      var token = await signState({
        sub: userId,
        tool: 'rollback_release',
        service: args.service,
        toRelease: args.toRelease,
        fromRelease: running
      });
      return {
        resultType: 'input_required',
        inputRequests: {
          approval: h.confirm('Roll ' + args.service + ' back from ' + running + ' to ' + args.toRelease + '?')
        },
        requestState: token
      };
    }

    var claims;
    try {
      claims = await verifyState(params.requestState); // expect: require-state-binding
    } catch (err) {
      return h.refused(err.name === 'TokenExpiredError' ? 'approval expired' : 'invalid approval');
    }
    if (claims.tool !== 'rollback_release') return h.refused('approval belongs to another tool');
    if (claims.service !== args.service || claims.toRelease !== args.toRelease) return h.refused('arguments changed');

    if (!h.approved(params, 'approval')) return h.text('Rollback cancelled.');

    await rollback(claims.service, claims.toRelease);
    return h.text('Rolling ' + claims.service + ' back from ' + claims.fromRelease + ' to ' + claims.toRelease + '.');
  }
};
