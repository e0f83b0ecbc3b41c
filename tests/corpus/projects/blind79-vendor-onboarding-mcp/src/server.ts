// Builds one McpServer instance with the onboarding tools and their collaborators wired in.
// @ts-nocheck

import { McpServer } from '@modelcontextprotocol/server';
import type { Pool } from 'pg';
import type { AppConfig } from './config.js';
import { vendorRepository } from './db.js';
import { erpClient } from './services/erp.js';
import { createSealer } from './state/seal.js';
import { registerOnboardVendor } from './tools/onboardVendor.js';
import { registerLookupVendor } from './tools/lookupVendor.js';

export function buildServer({ config, pool }: { config: AppConfig; pool: Pool }) {
  const server = new McpServer(
    { name: 'vendor-onboarding', version: '0.9.3' },
    { capabilities: { tools: {} } },
  );

  const deps = {
    sealer: createSealer(config.state),
    vendors: vendorRepository(pool),
    erp: erpClient(config.erpBaseUrl),
  };

  registerOnboardVendor(server, deps);
  registerLookupVendor(server, deps);
  return server;
}
