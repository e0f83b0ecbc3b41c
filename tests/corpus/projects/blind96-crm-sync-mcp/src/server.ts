// Builds a fresh McpServer for each HTTP request and registers the CRM tools on it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { registerFindContacts } from './tools/findContacts.js';
import { registerMergeContacts } from './tools/mergeContacts.js';
import { registerLinkAccount } from './tools/linkAccount.js';
import { registerExportLeads } from './tools/exportLeads.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'crm-sync', version: '0.6.2' },
    {
      capabilities: { tools: {}, logging: {} },
      instructions: 'Tools act in the CRM with the permissions of the signed-in user.',
    },
  );
  registerFindContacts(server);
  registerMergeContacts(server);
  registerLinkAccount(server);
  registerExportLeads(server);
  return server;
}
