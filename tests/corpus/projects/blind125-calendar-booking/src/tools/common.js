// Shared tool helpers for results, accepted responses and remembering or claiming pending records.
'use strict';

var argsDigest = require('../argsDigest');

exports.text = function (t) {
  return { content: [{ type: 'text', text: t }] };
};

exports.fail = function (t) {
  return { content: [{ type: 'text', text: t }], isError: true };
};

exports.accepted = function (ctx, key) {
  var r = ctx.inputResponses && ctx.inputResponses[key];
  return r && r.action === 'accept' ? (r.content || {}) : null;
};

/**
 * Looks the handle up and checks that the record belongs to this caller, this
 * tool and these exact arguments. Resolves to the record's data or null.
 */
exports.claim = function (store, ctx, toolName, args) {
  return store.takeAsync(ctx.requestState).then(function (rec) {
    if (!rec) return null;
    if (rec.userId !== ctx.userId || rec.tool !== toolName) return null;
    if (rec.argsDigest !== argsDigest(args)) return null;
    return rec;
  });
};

exports.remember = function (store, ctx, toolName, args, extra) {
  var rec = { userId: ctx.userId, tool: toolName, argsDigest: argsDigest(args) };
  Object.keys(extra || {}).forEach(function (k) { rec[k] = extra[k]; });
  return store.createAsync(rec);
};
