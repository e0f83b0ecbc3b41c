// CancelPipeline tool: asks for confirmation, then cancels a running GitLab pipeline.
'use strict';

var stateToken = require('../stateToken');
var respond = require('./respond');

var NAME = 'cancel_pipeline';

function CancelPipeline(gitlab) {
  this.gitlab = gitlab;
}

CancelPipeline.prototype.name = NAME;
CancelPipeline.prototype.description = 'Cancel a running pipeline (asks for confirmation).';
CancelPipeline.prototype.annotations = { destructiveHint: true };
CancelPipeline.prototype.inputSchema = {
  type: 'object',
  properties: { projectId: { type: 'string' }, pipelineId: { type: 'integer' } },
  required: ['projectId', 'pipelineId']
};

CancelPipeline.prototype.run = function (params, who) {
  var self = this;
  var args = params.arguments || {};

  if (params.requestState) {
    return stateToken.verifyAsync(params.requestState, who).then(function () {
      var ok = respond.accepted(params, 'confirm');
      if (!ok || ok.cancel !== true) return respond.text('Pipeline left running.');
      return self.gitlab.cancelPipelineAsync(args.projectId, args.pipelineId).then(function (p) {
        return respond.text('Pipeline ' + p.id + ' is now ' + p.status + '.');
      });
    }, function () {
      return respond.error('Confirmation expired; ask again.');
    });
  }

  return this.gitlab.pipelineAsync(args.projectId, args.pipelineId).then(function (p) {
    if (p.status !== 'running' && p.status !== 'pending') {
      return respond.text('Pipeline ' + p.id + ' is ' + p.status + '; nothing to cancel.');
    }
    return stateToken.issueAsync({ step: 'confirm-cancel' }, who).then(function (token) { // expect-todo: require-state-binding
      return respond.ask('confirm', 'Cancel pipeline ' + p.id + ' on ' + p.ref + ' (started by ' + p.user.username + ')?', {
        type: 'object',
        properties: { cancel: { type: 'boolean' } },
        required: ['cancel']
      }, token);
    });
  });
};

module.exports = CancelPipeline;
