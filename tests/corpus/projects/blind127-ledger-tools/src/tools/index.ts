// Collects the ledger tool definitions into one exported list.
// @ts-nocheck
import { listAccounts } from './accounts.js';
import { categorizeTransaction } from './categorize.js';
import { transferFunds } from './transfer.js';
import type { ToolDef } from './types.js';

export const tools: ToolDef[] = [listAccounts, categorizeTransaction, transferFunds];
