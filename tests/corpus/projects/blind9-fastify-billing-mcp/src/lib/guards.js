'use strict';

class StateError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StateError';
  }
}

function assertPresent(state) {
  if (!state) throw new StateError('invalid request state');
  return state;
}

function assertOwner(state, userId, tool) {
  if (state.userId !== userId || state.tool !== tool) {
    throw new StateError('request state belongs to another call');
  }
}

function assertFresh(state) {
  if (typeof state.expiresAt !== 'number') throw new StateError('request state has no expiry');
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (state.expiresAt < nowSeconds) throw new StateError('request state expired'); // expect-todo: require-state-binding
}

/** Runs the usual checks in order and hands back the state. */
function checkState(state, { userId, tool }) {
  assertPresent(state);
  assertOwner(state, userId, tool);
  assertFresh(state);
  return state;
}

module.exports = { StateError, assertPresent, assertOwner, assertFresh, checkState };
