// Postgres queries for item lookup and stock write-offs.
'use strict';

var pg = require('pg');

var pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

exports.getItem = function (sku, cb) {
  pool.query('SELECT sku, name, on_hand, bin FROM items WHERE sku = $1', [sku], function (err, res) {
    if (err) return cb(err);
    cb(null, res.rows[0] || null);
  });
};

exports.writeOff = function (sku, qty, reason, actor, cb) {
  pool.query(
    'UPDATE items SET on_hand = on_hand - $2 WHERE sku = $1 AND on_hand >= $2 RETURNING on_hand',
    [sku, qty],
    function (err, res) {
      if (err) return cb(err);
      if (res.rowCount === 0) return cb(new Error('not enough stock'));
      pool.query(
        'INSERT INTO stock_audit (sku, delta, reason, actor) VALUES ($1, $2, $3, $4)',
        [sku, -qty, reason, actor],
        function (err2) {
          cb(err2, res.rows[0].on_hand);
        }
      );
    }
  );
};
