'use strict';

var util = require('util');
var mysql = require('mysql');
var env = require('./env');

var pool = mysql.createPool(env.mysql);

/** pool.query with a promise instead of a callback */
var query = util.promisify(pool.query).bind(pool);

exports.pool = pool;
exports.query = query;

/**
 * Runs fn(conn) inside a transaction; callback style underneath, promise outside.
 * @param {function(object): Promise<*>} fn
 */
exports.transaction = function transaction(fn) {
  return new Promise(function (resolve, reject) {
    pool.getConnection(function (err, conn) {
      if (err) return reject(err);
      var q = util.promisify(conn.query).bind(conn);
      conn.beginTransaction(function (txErr) {
        if (txErr) {
          conn.release();
          return reject(txErr);
        }
        Promise.resolve(fn(q))
          .then(function (result) {
            conn.commit(function (commitErr) {
              conn.release();
              if (commitErr) return reject(commitErr);
              resolve(result);
            });
          })
          .catch(function (fnErr) {
            conn.rollback(function () {
              conn.release();
              reject(fnErr);
            });
          });
      });
    });
  });
};
