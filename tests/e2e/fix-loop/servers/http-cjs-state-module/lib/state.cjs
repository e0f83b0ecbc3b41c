'use strict';

function packState(state) {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64');
}

function unpackState(packed) {
  if (typeof packed !== 'string' || packed.length === 0) return null;
  return JSON.parse(Buffer.from(packed, 'base64').toString('utf8'));
}

module.exports = { packState, unpackState };
