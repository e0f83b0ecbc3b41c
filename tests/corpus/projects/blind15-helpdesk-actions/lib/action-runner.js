'use strict';

/**
 * A small Sails-flavoured loader: every file under api/controllers is an
 * "actions2" definition, every file under api/helpers a helper. Actions become
 * MCP tools (tickets/escalate.js -> tickets_escalate); helpers are exposed as
 * `helpers.camelName.with({...})`, the way Sails does it.
 */

const fs = require('node:fs');
const path = require('node:path');
const { z } = require('zod');
const { McpServer, inputRequired, acceptedContent } = require('@modelcontextprotocol/server');

const API_DIR = path.join(__dirname, '..', 'api');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

const camel = (s) => s.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

function loadHelpers() {
  const helpers = {};
  for (const file of walk(path.join(API_DIR, 'helpers'))) {
    const def = require(file);
    const name = camel(path.basename(file, '.js'));
    const invoke = (inputs) => {
      for (const [key, spec] of Object.entries(def.inputs || {})) {
        if (spec.required && inputs[key] === undefined) {
          throw new Error(`helpers.${name}: missing required input "${key}"`);
        }
        if (spec.isIn && inputs[key] !== undefined && !spec.isIn.includes(inputs[key])) {
          throw new Error(`helpers.${name}: "${key}" must be one of ${spec.isIn.join(', ')}`);
        }
      }
      return def.fn(inputs);
    };
    helpers[name] = { with: invoke, friendlyName: def.friendlyName };
  }
  return helpers;
}

function toZodShape(inputs = {}) {
  const shape = {};
  for (const [key, spec] of Object.entries(inputs)) {
    let t;
    switch (spec.type) {
      case 'number': t = z.number(); break;
      case 'boolean': t = z.boolean(); break;
      case 'json': case 'ref': t = z.any(); break;
      default: t = spec.isIn ? z.enum(spec.isIn) : z.string();
    }
    if (spec.description) t = t.describe(spec.description);
    shape[key] = spec.required ? t : t.optional();
  }
  return shape;
}

function loadActions() {
  const controllersDir = path.join(API_DIR, 'controllers');
  return walk(controllersDir).map((file) => {
    const rel = path.relative(controllersDir, file).replace(/\.js$/, '');
    return { toolName: rel.split(path.sep).join('_').replace(/-/g, '_'), def: require(file) };
  });
}

function createServerFactory({ config }) {
  const helpers = loadHelpers();
  const actions = loadActions();

  return function buildServer() {
    const server = new McpServer(
      { name: 'helpdesk-actions', version: '2.3.0' },
      { capabilities: { tools: {} } },
    );

    for (const { toolName, def } of actions) {
      server.registerTool(
        toolName,
        {
          description: def.description || def.friendlyName,
          inputSchema: toZodShape(def.inputs),
          annotations: { destructiveHint: Boolean(def.destructive) },
        },
        async (args, ctx) => {
          const round = {
            rawState: ctx.mcpReq.requestState(),
            answer: (key) => acceptedContent(ctx.mcpReq.inputResponses, key),
          };
          const env = { helpers, config, ctx, round, toolName, inputRequired };
          return def.fn(args, env);
        },
      );
    }
    return server;
  };
}

module.exports = { createServerFactory, loadHelpers };
