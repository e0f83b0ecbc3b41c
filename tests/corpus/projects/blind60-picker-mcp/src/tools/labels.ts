import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { printLabel, refused, STALE, text, wms, yesNo, type PickerTool } from './shared.js';

interface PrintState {
  printerIds: string[];
  labelFormat: 'zpl' | 'pdf';
  /** Which server-side print credential to use. A name, not the credential. */
  credentialRef: string;
}

export const printShippingLabel: PickerTool<{ shipmentId: string }, PrintState> = {
  name: 'print_label',
  description: 'Print the shipping label of a shipment at its dock',
  input: { shipmentId: z.string() },
  async run({ shipmentId }, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const shipment = await wms.shipment(shipmentId);
      const printers = (await wms.printers(shipment.dock)).filter((p) => p.online);
      if (printers.length === 0) return refused(`No printer online at dock ${shipment.dock}.`);
      return inputRequired({
        inputRequests: {
          printer: inputRequired.elicit({
            message: `Print ${shipment.carrier} label for ${shipmentId} on:`,
            requestedSchema: {
              type: 'object',
              properties: { printerId: { type: 'string', oneOf: printers.map((p) => ({ const: p.id, title: p.name })) } },
              required: ['printerId'],
            },
          }),
        },
        requestState: kit.seal({
          printerIds: printers.map((p) => p.id),
          labelFormat: shipment.carrier === 'USPS' ? 'pdf' : 'zpl',
          credentialRef: shipment.dock.startsWith('R') ? 'printnode:returns' : 'printnode:dock',
        }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    const pick = acceptedContent<{ printerId: string }>(ctx.mcpReq.inputResponses, 'printer');
    if (!pick || !opened.state.printerIds.includes(pick.printerId)) return text('Nothing printed.');
    const job = await printLabel(opened.state.credentialRef, pick.printerId, shipmentId, opened.state.labelFormat);
    return text(`Sent to printer (job ${job}).`);
  },
};

export const voidShippingLabel: PickerTool<{ shipmentId: string }, { trackingNumber: string }> = {
  name: 'void_label',
  description: "Void a shipment's carrier label (the postage is refunded; the parcel cannot ship on it)",
  input: { shipmentId: z.string() },
  destructive: true,
  async run({ shipmentId }, ctx, kit) {
    const token = ctx.mcpReq.requestState();
    if (token === undefined) {
      const shipment = await wms.shipment(shipmentId);
      if (!shipment.trackingNumber) return text('This shipment has no label.');
      return inputRequired({
        inputRequests: { confirm: yesNo(`Void ${shipment.carrier} label ${shipment.trackingNumber}?`) },
        requestState: kit.seal({ trackingNumber: shipment.trackingNumber }),
      });
    }

    const opened = kit.open(token);
    if (!opened.ok) return refused(STALE);
    if (acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.confirm !== true) return text('Label kept.');
    const { refunded } = await wms.voidLabel(shipmentId, kit.caller);
    return text(`Label ${opened.state.trackingNumber} voided${refunded ? '; postage refunded' : ''}.`);
  },
};
