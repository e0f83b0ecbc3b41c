'use strict';

/**
 * Progress of a multi-step planning flow. Nothing secret in here, it only
 * remembers what the previous step looked up.
 */
exports.encode = function encode(progress) {
  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64');
};

exports.decode = function decode(raw) {
  if (!raw) return null;
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
};
