// Registry of repo-janitor tool handlers with definition listing and lookup by name.
'use strict';

const listStale = require('./listStale');
const deleteBranches = require('./deleteBranches');

const registry = new Map([listStale, deleteBranches].map((h) => [h.definition.name, h]));

const definitions = () => [...registry.values()].map((h) => h.definition);
const lookup = (name) => registry.get(name);

module.exports = { definitions, lookup };
