'use strict';

const tools = [
  require('./connect-warehouse'),
  require('./merge-contacts'),
  require('./export-segment'),
];

const byName = new Map(tools.map((t) => [t.definition.name, t]));

module.exports = {
  list: () => tools.map((t) => t.definition),
  get: (name) => byName.get(name),
};
