'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deepMerge } = require('./deep-merge');

const DEFAULTS = {
  database: {
    host: 'localhost',
    port: 5432,
    user: 'postgres',
    password: '',
    database: 'postgres',
    ssl: false,
  },
  state: {
    secret: 'pgops-mcp-request-state',
    ttlMs: 10 * 60 * 1000,
  },
  safety: {
    protectedSchemas: ['pg_catalog', 'information_schema'],
    confirmDestructive: true,
  },
  log: { level: 'info' },
};

function readConfigFile(file) {
  const candidates = file ? [file] : [path.join(process.cwd(), '.pgops.json'), path.join(os.homedir(), '.config', 'pgops', 'config.json')];
  for (const candidate of candidates) {
    try {
      return JSON.parse(fs.readFileSync(candidate, 'utf8'));
    } catch (err) {
      if (err.code !== 'ENOENT' || file) throw new Error(`Cannot read config ${candidate}: ${err.message}`);
    }
  }
  return {};
}

function fromEnv(env) {
  const num = (v) => (v === undefined ? undefined : Number(v));
  return {
    database: {
      host: env.PGHOST,
      port: num(env.PGPORT),
      user: env.PGUSER,
      password: env.PGPASSWORD,
      database: env.PGDATABASE,
      ssl: env.PGSSLMODE ? env.PGSSLMODE !== 'disable' : undefined,
    },
    state: {
      secret: env.PGOPS_STATE_SECRET,
      ttlMs: num(env.PGOPS_STATE_TTL_MS),
    },
    log: { level: env.PGOPS_LOG_LEVEL },
  };
}

function loadConfig({ file, env = process.env } = {}) {
  return deepMerge(DEFAULTS, readConfigFile(file), fromEnv(env));
}

module.exports = { loadConfig, DEFAULTS };
