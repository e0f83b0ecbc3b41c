'use strict';

var superagent = require('superagent');

/**
 * Notebook CMS client. The service token is ours; user ids are passed so the CMS can
 * enforce ownership on its side.
 *
 * @constructor
 * @param {{ baseUrl: string, serviceToken: string }} opts
 */
function CmsClient(opts) {
  this.baseUrl = opts.baseUrl;
  this.serviceToken = opts.serviceToken;
}

CmsClient.prototype._req = function (method, path) {
  return superagent(method, this.baseUrl + path)
    .set('Authorization', 'Bearer ' + this.serviceToken)
    .timeout({ response: 10000 });
};

function bodyOf(res) {
  return res.body;
}

function notFoundIsNull(err) {
  if (err.status === 404) return null;
  throw err;
}

CmsClient.prototype.getPost = function (postId, ownerId) {
  return this._req('GET', '/posts/' + encodeURIComponent(postId)).query({ owner: ownerId }).then(bodyOf, notFoundIsNull);
};

CmsClient.prototype.getList = function (listId, ownerId) {
  return this._req('GET', '/lists/' + encodeURIComponent(listId)).query({ owner: ownerId }).then(bodyOf, notFoundIsNull);
};

CmsClient.prototype.publish = function (postId, channel, ownerId) {
  return this._req('POST', '/posts/' + encodeURIComponent(postId) + '/publish')
    .send({ channel: channel, requestedBy: ownerId })
    .then(bodyOf);
};

CmsClient.prototype.scheduleDigest = function (schedule) {
  return this._req('POST', '/digests').send(schedule).then(bodyOf);
};

CmsClient.prototype.renderPreview = function (postId, done) {
  this._req('GET', '/posts/' + encodeURIComponent(postId) + '/render').end(function (err, res) {
    if (err) return done(err);
    done(null, res.text);
  });
};

module.exports = CmsClient;
