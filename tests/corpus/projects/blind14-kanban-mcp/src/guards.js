'use strict';

const { StateError, stateService } = require('./state');

function assertBound(state, { user, tool }) {
  if (state.sub !== user.id || state.tool !== tool) {
    throw new StateError('issued for another user or tool');
  }
  return state;
}

// exp is a NumericDate, like a JWT's.
const nowSeconds = () => Math.floor(Date.now() / 1000);

function assertFresh(state, now = nowSeconds()) {
  if (typeof state.exp !== 'number' || state.exp < now) { // expect: require-state-binding
    throw new StateError('expired');
  }
  return state;
}

/** openFor(ctx)('archive_board')(token) -> verified, bound and fresh payload */
const openFor = (ctx) => (tool) => (token) =>
  assertFresh(assertBound(stateService().open(token), { user: ctx.user, tool }));

const requireRole = (role) => (ctx) => {
  if (!ctx.user.roles.includes(role)) throw Object.assign(new Error(`requires role ${role}`), { code: 403 });
};

module.exports = { assertBound, assertFresh, openFor, requireRole };
