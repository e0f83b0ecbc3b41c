// Loads hashed API keys from a JSON file and maps presented keys to users.
'use strict';

var crypto = require('crypto');
var fs = require('fs');

// keys.json maps sha256(apiKey) -> userId; plaintext keys are never stored.
var byHash = new Map();

exports.load = function (file, cb) {
  fs.readFile(file, 'utf8', function (err, text) {
    if (err) return cb(err);
    var json = JSON.parse(text);
    byHash = new Map(Object.keys(json).map(function (h) { return [h, json[h]]; }));
    cb(null, byHash.size);
  });
};

exports.userFor = function (presented) {
  if (!presented) return null;
  var h = crypto.createHash('sha256').update(presented).digest('hex');
  return byHash.get(h) || null;
};
