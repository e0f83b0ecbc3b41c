// Tool catalogue: each factory returns [name, definition, handler] for McpServer#registerTool.
import { matchPayment } from './matchPayments.js';
import { importStatement } from './importStatement.js';
import { voidInvoices } from './voidInvoices.js';

export const tools = (deps) => [matchPayment, importStatement, voidInvoices].map((make) => make(deps));
