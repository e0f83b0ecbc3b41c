import type { McpServer } from '@modelcontextprotocol/server';
import type { DependencyContainer } from 'tsyringe';
import { TOKENS } from '../di/tokens.js';
import { ApplyCreditTool, ExportInvoicesTool } from './account.tools.js';
import { RefundTool } from './refund.tool.js';

export interface BillingTool {
  readonly name: string;
  register(server: McpServer): void;
}

export { RefundTool, ApplyCreditTool, ExportInvoicesTool };

export function registerTools(c: DependencyContainer): void {
  c.register<BillingTool>(TOKENS.Tools, { useClass: RefundTool });
  c.register<BillingTool>(TOKENS.Tools, { useClass: ApplyCreditTool });
  c.register<BillingTool>(TOKENS.Tools, { useClass: ExportInvoicesTool });
}
