'use strict';

const tools = [require('./find-slot'), require('./cancel-event')];

const byName = new Map(tools.map((t) => [t.name, t]));

function describe() {
  return tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations }));
}

module.exports = { byName, describe };
