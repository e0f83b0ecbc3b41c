import { text, type PickerTool } from './shared.js';
import { cancelOrder, listOrders, reserveStock } from './orders.js';
import { adjustInventory, recountBin, transferStock } from './inventory.js';
import { printShippingLabel, voidShippingLabel } from './labels.js';

const health: PickerTool<Record<string, never>> = {
  name: 'health',
  description: 'Is the picker service up',
  input: {},
  readOnly: true,
  async run(_args, _ctx, kit) {
    return text(`ok (${kit.caller})`);
  },
};

export const registry: PickerTool[] = [
  health,
  listOrders,
  reserveStock,
  cancelOrder,
  adjustInventory,
  recountBin,
  transferStock,
  printShippingLabel,
  voidShippingLabel,
];
