// Builds a fresh McpServer for each request and registers every tool by reducing over the tool factories.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { sealWith, openWith } from './state/seal.js';
import { listCharges } from './tools/listCharges.js';
import { refundCharge } from './tools/refundCharge.js';
import { exportLedger } from './tools/exportLedger.js';

const toolFactories = [listCharges, refundCharge, exportLedger];

export const buildServer = ({ config, db, ledger }) => {
  const deps = {
    config,
    db,
    ledger,
    seal: sealWith(config.stateKey, config.stateTtlMs),
    open: openWith(config.stateKey),
  };

  return toolFactories
    .map((make) => make(deps))
    .reduce(
      (server, tool) => {
        server.registerTool(tool.name, tool.config, tool.handler);
        return server;
      },
      new McpServer({ name: 'ledgerline-refunds', version: '1.4.2' }, { capabilities: { tools: {} } }),
    );
};
