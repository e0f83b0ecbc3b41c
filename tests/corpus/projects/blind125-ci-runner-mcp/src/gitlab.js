// Callback-based GitLab REST client for users, pipelines and jobs, with promisified variants.
'use strict';

var https = require('https');
var util = require('util');

function GitLab(baseUrl, token) {
  this.baseUrl = baseUrl.replace(/\/$/, '') + '/api/v4';
  this.token = token;
}

GitLab.prototype.request = function (method, path, cb) {
  var req = https.request(this.baseUrl + path, {
    method: method,
    headers: { 'private-token': this.token, accept: 'application/json' }
  }, function (res) {
    var body = '';
    res.setEncoding('utf8');
    res.on('data', function (d) { body += d; });
    res.on('end', function () {
      if (res.statusCode >= 400) {
        var e = new Error('GitLab ' + method + ' ' + path + ' -> ' + res.statusCode);
        e.status = res.statusCode;
        return cb(e);
      }
      cb(null, body ? JSON.parse(body) : null);
    });
  });
  req.on('error', cb);
  req.end();
};

GitLab.prototype.whoami = function (cb) {
  this.request('GET', '/user', cb);
};

GitLab.prototype.failedJobs = function (projectId, pipelineId, cb) {
  this.request('GET', '/projects/' + encodeURIComponent(projectId) + '/pipelines/' + pipelineId + '/jobs?scope[]=failed', cb);
};

GitLab.prototype.retryJob = function (projectId, jobId, cb) {
  this.request('POST', '/projects/' + encodeURIComponent(projectId) + '/jobs/' + jobId + '/retry', cb);
};

GitLab.prototype.pipeline = function (projectId, pipelineId, cb) {
  this.request('GET', '/projects/' + encodeURIComponent(projectId) + '/pipelines/' + pipelineId, cb);
};

GitLab.prototype.cancelPipeline = function (projectId, pipelineId, cb) {
  this.request('POST', '/projects/' + encodeURIComponent(projectId) + '/pipelines/' + pipelineId + '/cancel', cb);
};

Object.keys(GitLab.prototype).forEach(function (k) {
  if (typeof GitLab.prototype[k] === 'function' && k !== 'request') {
    GitLab.prototype[k + 'Async'] = util.promisify(GitLab.prototype[k]);
  }
});

module.exports = GitLab;
