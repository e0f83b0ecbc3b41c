#!/usr/bin/env node
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createBilling } from './billing';
import { readConfig } from './config';
import { createApprovalBox } from './crypto/approval-box';
import { buildKeyring } from './crypto/keyring';
import { localPrincipal } from './principal';
import { createBillingServer } from './server';

async function main(): Promise<void> {
  const config = readConfig();
  const box = createApprovalBox(buildKeyring(config.approvalKeys));
  const billing = createBilling(config.stripeKey);

  const server = createBillingServer({ box, billing, config }, localPrincipal());
  await server.connect(new StdioServerTransport());
  // stdout is the protocol; logs go to stderr
  console.error(`billing-approvals ready (approver ${localPrincipal()}, key ${config.approvalKeys[0]?.id})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
