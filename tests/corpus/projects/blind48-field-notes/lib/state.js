'use strict';

var crypto = require('crypto');
var os = require('os');
var SealBox = require('./seal-box');

// This server only ever runs as a child of the desktop app over stdio: one process per
// session, and nothing else needs to open what it sealed. A fresh 256-bit key per process is
// therefore all we need (and there is no secret to leak from config files).
var box = new SealBox(crypto.randomBytes(32));

var localUser;
function whoami() {
  if (!localUser) {
    var info = os.userInfo();
    localUser = 'local:' + (info.username || 'uid:' + info.uid);
  }
  return localUser;
}

exports.whoami = whoami;
exports.seal = function (payload, binding) {
  return box.seal(payload, binding);
};
exports.open = function (token, binding) {
  return box.open(token, binding);
};
