'use strict';

const { Pool } = require('pg');

const pools = new Map();

/** Human and machine readable description of a configured connection. */
function describeConnection(db) {
  const auth = db.password ? `${encodeURIComponent(db.user)}:${encodeURIComponent(db.password)}` : encodeURIComponent(db.user);
  return {
    label: `${db.user}@${db.host}:${db.port}/${db.database}`,
    url: `postgres://${auth}@${db.host}:${db.port}/${db.database}${db.ssl ? '?sslmode=require' : ''}`,
  };
}

function poolFor(url) {
  let pool = pools.get(url);
  if (!pool) {
    pool = new Pool({ connectionString: url, max: 2 });
    pools.set(url, pool);
  }
  return pool;
}

async function closeAll() {
  await Promise.all([...pools.values()].map((p) => p.end()));
  pools.clear();
}

module.exports = { describeConnection, poolFor, closeAll };
