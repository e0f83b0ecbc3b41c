'use strict';

/** How long a pending confirmation may wait for the user. */
const TTL_MS = 5 * 60 * 1000;

/** Unix time in seconds, the unit the ledger API uses for every timestamp. */
const nowSeconds = () => Math.floor(Date.now() / 1000);

module.exports = { TTL_MS, nowSeconds };
