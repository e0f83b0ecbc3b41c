// src/store.js — shared Redis connection (callback client) plus promisified helpers
'use strict';

var util = require('util');
var redis = require('redis');
var config = require('./config');

var client = redis.createClient({ url: config.redisUrl });

client.on('error', function (err) {
  console.error('redis error:', err.message);
});

exports.client = client;
exports.getAsync = util.promisify(client.get).bind(client);
exports.setexAsync = util.promisify(client.setex).bind(client);
exports.delAsync = util.promisify(client.del).bind(client);
