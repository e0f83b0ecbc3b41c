// Creates the retry_failed_job tool, which lists failed jobs and retries the chosen one.
'use strict';

var jwt = require('jsonwebtoken');
var stateToken = require('../stateToken');
var respond = require('./respond');

var NAME = 'retry_failed_job';

module.exports = function (gitlab) {
  function offer(args, who) {
    return gitlab.failedJobsAsync(args.projectId, args.pipelineId).then(function (jobs) {
      if (!jobs || !jobs.length) return respond.text('Pipeline ' + args.pipelineId + ' has no failed jobs.');
      var claims = { projectId: args.projectId, pipelineId: args.pipelineId, jobIds: jobs.map(function (j) { return String(j.id); }) };
      return stateToken.issueAsync(claims, who).then(function (token) {
        return respond.ask('job', 'Which failed job should be retried?', {
          type: 'object',
          properties: {
            jobId: {
              type: 'string',
              enum: claims.jobIds,
              enumNames: jobs.map(function (j) { return j.stage + ' / ' + j.name; })
            }
          },
          required: ['jobId']
        }, token);
      });
    });
  }

  return {
    name: NAME,
    description: 'List the failed jobs of a pipeline and retry the one you pick.',
    inputSchema: {
      type: 'object',
      properties: { projectId: { type: 'string' }, pipelineId: { type: 'integer' } },
      required: ['projectId', 'pipelineId']
    },
    run: function (params, who) {
      var args = params.arguments || {};
      if (!params.requestState) return offer(args, who);

      // The job list was signed when we issued it; just read it back.
      var st = jwt.decode(params.requestState); // expect: require-sealed-state
      var pick = respond.accepted(params, 'job');
      if (!st || !pick) return Promise.resolve(respond.text('Nothing retried.'));
      if (st.jobIds.indexOf(pick.jobId) === -1) return Promise.resolve(respond.error('That job was not offered.'));
      return gitlab.retryJobAsync(st.projectId, pick.jobId).then(function (job) {
        return respond.text('Retrying job ' + job.id + ' (' + job.name + ').');
      });
    }
  };
};
