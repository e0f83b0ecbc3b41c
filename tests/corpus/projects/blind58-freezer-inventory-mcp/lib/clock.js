'use strict';

// One place for "now", so tests can freeze it.
let override = null;

function nowSeconds() {
  return Math.floor((override ?? Date.now()) / 1000);
}

function nowMs() {
  return override ?? Date.now();
}

function freeze(ms) {
  override = ms;
}

function unfreeze() {
  override = null;
}

module.exports = { nowSeconds, nowMs, freeze, unfreeze };
