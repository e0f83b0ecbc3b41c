import * as issueRefund from './refund.js';
import * as resendReceipt from './receipt.js';

const all = [issueRefund, resendReceipt];

export const tools = new Map(all.map((tool) => [tool.definition.name, tool]));
export const toolList = all.map((tool) => tool.definition);
