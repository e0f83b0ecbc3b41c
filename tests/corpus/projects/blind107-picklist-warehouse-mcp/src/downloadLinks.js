// src/downloadLinks.js — short-lived signed URLs for pick list PDFs
'use strict';

module.exports = (function () {
  var crypto = require('crypto');
  var config = require('./config');

  var LINK_TTL_SECONDS = 15 * 60;

  function mac(orderId, userId, exp) {
    return crypto.createHmac('sha256', config.downloadKey)
      .update(orderId + '|' + userId + '|' + exp)
      .digest();
  }

  function create(orderId, userId) {
    var exp = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    var sig = mac(orderId, userId, exp).toString('hex');
    return config.publicUrl + '/picklists/' + encodeURIComponent(orderId) + '.pdf?u=' + encodeURIComponent(userId) + '&exp=' + exp + '&sig=' + sig;
  }

  function check(orderId, query) {
    var exp = Number(query.exp);
    if (!Number.isInteger(exp) || exp < Math.floor(Date.now() / 1000)) return null;
    if (typeof query.sig !== 'string' || !/^[0-9a-f]{64}$/.test(query.sig)) return null;
    var given = Buffer.from(query.sig, 'hex');
    var actual = mac(orderId, String(query.u), exp);
    if (!crypto.timingSafeEqual(given, actual)) return null;
    return { orderId: orderId, userId: String(query.u) };
  }

  return { create: create, check: check };
})();
