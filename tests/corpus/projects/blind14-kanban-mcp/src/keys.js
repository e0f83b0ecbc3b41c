'use strict';

const os = require('node:os');
const { createHash } = require('node:crypto');
const pkg = require('../package.json');

/**
 * A key that is the same on every restart of this box, so that a user who is
 * halfway through a confirmation is not thrown out by a deploy. Ops can still
 * pin one explicitly with KANBAN_STATE_KEY (see state.js).
 */
function machineKey() {
  return createHash('sha256').update(`${pkg.name}:${os.hostname()}:${os.userInfo().username}`).digest();
}

module.exports = { machineKey };
