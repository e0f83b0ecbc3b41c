// Postgres pool factory registered in the awilix container.
'use strict';

const { Pool } = require('pg');

function createDb({ config }) {
  const pool = new Pool({ connectionString: config.databaseUrl, max: 8 });
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  return pool;
}

module.exports = { createDb };
