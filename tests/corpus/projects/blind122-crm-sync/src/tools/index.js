// Builds the registry of CRM sync tools keyed by name.
'use strict';

const mergeContacts = require('./merge-contacts');
const importLeads = require('./import-leads');

const registry = new Map([mergeContacts, importLeads].map((t) => [t.definition.name, t]));

module.exports = registry;
