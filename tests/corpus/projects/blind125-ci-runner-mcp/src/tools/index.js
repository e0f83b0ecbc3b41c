// Builds the list of CI tools available to the MCP facade.
'use strict';

var createRetryJob = require('./retryJob');
var CancelPipeline = require('./cancelPipeline');

exports.all = function (gitlab) {
  return [createRetryJob(gitlab), new CancelPipeline(gitlab)];
};
