// Models the tools barrel that wires every tool into a server.
// @ts-nocheck
export { registerApproveExpense as approveExpenseTool } from './approve.js';
