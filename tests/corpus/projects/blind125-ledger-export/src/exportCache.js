// Keeps a bounded in-memory cache of the latest exported rows per account.
'use strict';

// Keeps the last rendered export per account so `preview_export` can
// re-render it in another format without going back to the bank.
var entries = {};
var MAX_ENTRIES = 200;
var order = [];

module.exports = {
  put: function (accountId, rows) {
    if (!entries[accountId]) order.push(accountId);
    entries[accountId] = { rows: rows, at: Date.now() };
    while (order.length > MAX_ENTRIES) delete entries[order.shift()];
  },
  get: function (accountId) {
    var hit = entries[accountId];
    return hit ? hit.rows : null;
  }
};
