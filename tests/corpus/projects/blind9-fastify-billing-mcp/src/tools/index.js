'use strict';

const refundTool = require('./refund');
const invoicesTool = require('./invoices');

const factories = [refundTool, invoicesTool];

/** Builds the name -> tool map the MCP plugin dispatches on. */
function buildToolRegistry(deps) {
  const registry = new Map();
  for (const factory of factories) {
    const tool = factory(deps);
    if (registry.has(tool.name)) throw new Error(`duplicate tool ${tool.name}`);
    registry.set(tool.name, tool);
  }
  return registry;
}

module.exports = { buildToolRegistry };
