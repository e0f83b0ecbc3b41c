'use strict';

const fs = require('node:fs');
const path = require('node:path');
const yaml = require('js-yaml');

const DEFAULT_CONFIG = path.join(__dirname, '..', 'config', 'relay.yaml');

function readYaml(file) {
  try {
    return yaml.load(fs.readFileSync(file, 'utf8')) || {};
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw err;
  }
}

function loadConfig(file = process.env.RELAY_CONFIG || DEFAULT_CONFIG) {
  const doc = readYaml(file);
  const github = doc.github || {};
  const state = doc.state || {};
  const deploy = doc.deploy || {};

  return Object.freeze({
    port: Number(process.env.PORT || doc.port || 3030),
    github: {
      apiBase: github.apiBase || 'https://api.github.com',
      org: github.org,
      workflow: github.workflow || 'deploy.yml',
    },
    state: {
      key: state.key || process.env.RELAY_STATE_KEY || 'relay-bus-local-key',
      ttlMs: Number(state.ttlSeconds || 300) * 1000,
    },
    deploy: {
      environments: deploy.environments || ['staging', 'production'],
    },
  });
}

module.exports = { loadConfig };
