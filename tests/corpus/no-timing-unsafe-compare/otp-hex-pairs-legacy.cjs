// Models an older CommonJS one-time-password module: the HMAC is taken as hex, split into a byte array by a helper that
// pushes parsed pairs, truncated into a variable that is then reassigned from itself, and padded by joining an Array.
// The generator is a method of an object literal that its check calls through `this`.
'use strict';
var crypto = require('crypto');

function counterToBytes(counter) {
  var out = [];
  for (var i = 7; i >= 0; --i) {
    out[i] = counter & 0xff;
    counter = counter >> 8;
  }
  return out;
}

function hexPairs(hex) {
  var out = [];
  for (var i = 0; i < hex.length; i += 2) out.push(parseInt(hex.substr(i, 2), 16));
  return out;
}

var codes = {};

codes.generate = function (secret, options) {
  options = options || {};
  var hmac = crypto.createHmac('sha1', Buffer.from(secret));
  var hex = hmac.update(Buffer.from(counterToBytes(options.counter || 0))).digest('hex');
  var bytes = hexPairs(hex);
  var start = bytes[19] & 0xf;
  var code = ((bytes[start] & 0x7f) << 24) | ((bytes[start + 1] & 0xff) << 16) | ((bytes[start + 2] & 0xff) << 8) | (bytes[start + 3] & 0xff);
  code = (code % 1000000) + '';
  return new Array(7 - code.length).join('0') + code;
};

codes.check = function (attempt, secret, options) {
  options = options || {};
  var drift = options.drift || 2;
  var base = options.counter || 0;
  for (var n = base - drift; n <= base + drift; n++) {
    options.counter = n;
    if (this.generate(secret, options) === attempt) return { drift: n - base }; // expect: no-timing-unsafe-compare
  }
  return null;
};

// A standalone generator: a SHA-256 code padded by slicing a string of zeros, compared with == in a window.
function sixDigits(secret, step) {
  var hex = crypto.createHmac('sha256', secret).update(String(step)).digest('hex');
  var bytes = hexPairs(hex);
  var start = bytes[bytes.length - 1] & 0x0f;
  var value = `${(((bytes[start] & 0x7f) << 24) | (bytes[start + 1] << 16) | (bytes[start + 2] << 8) | bytes[start + 3]) % 1000000}`;
  return '000000'.slice(value.length) + value;
}

function verifyWindow(secret, supplied) {
  var step = Math.floor(Date.now() / 30000);
  for (var d = -1; d <= 1; d++) {
    if (sixDigits(secret, step + d) == supplied) return true; // expect: no-timing-unsafe-compare
  }
  return false;
}

// Look-alikes: the code's length and digits are public; the pairs of a colour the client sent are not secret.
function wellFormed(supplied) {
  return typeof supplied === 'string' && supplied.length === 6 && /^\d+$/.test(supplied);
}

function sameColour(left, right) {
  var a = hexPairs(left);
  var b = hexPairs(right);
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}

function sameStep(stepA, stepB) {
  var counter = counterToBytes(stepA);
  return counter[7] === (stepB & 0xff);
}

module.exports = { codes, verifyWindow, wellFormed, sameColour, sameStep };
