// Reads a required environment variable or throws.
'use strict';

function requireEnv(name) {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`inventory-sync: ${name} is not set`);
  }
  return value;
}

module.exports = { requireEnv };
