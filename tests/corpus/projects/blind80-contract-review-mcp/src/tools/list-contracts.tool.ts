// Tool provider: lists contracts visible to the caller's legal teams.
// @ts-nocheck
import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { ContractsRepository } from '../contracts/contracts.service.js';
import { done, type McpTool, type ToolInvocation } from '../mcp/mcp-server.factory.js';

@Injectable()
export class ListContractsTool implements McpTool {
  readonly name = 'list_contracts';
  readonly config = {
    title: 'List contracts',
    description: 'List contracts your teams own, optionally filtered by status.',
    inputSchema: { status: z.enum(['draft', 'in_review', 'out_for_signature', 'signed', 'voided']).optional() },
    annotations: { readOnlyHint: true },
  };

  constructor(private readonly contracts: ContractsRepository) {}

  async execute({ args, userId }: ToolInvocation) {
    const rows = await this.contracts.listForUser(userId, args.status);
    if (rows.length === 0) return done('No contracts match.');
    return done(rows.map((r) => `${r.id}  [${r.status}]  ${r.title} — ${r.counterparty}`).join('\n'));
  }
}
