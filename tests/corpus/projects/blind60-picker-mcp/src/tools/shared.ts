import { inputRequired, type AuthInfo } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import type { Opened } from '../crypto/state-box.js';

export interface ToolCtx {
  mcpReq: {
    method: string;
    inputResponses?: Record<string, unknown>;
    requestState<T = string>(): T | undefined;
  };
  http?: { authInfo?: AuthInfo };
}

/**
 * What the server hands every call of a tool: who is calling, and a state box already bound to
 * that caller, this tool and this call's arguments (see server.ts). A tool cannot pick another
 * binding, so it cannot get one wrong.
 */
export interface Kit<S> {
  caller: string;
  seal(state: S): string;
  open(token: string): Opened<S>;
}

export interface PickerTool<A = any, S = any> {
  name: string;
  description: string;
  input: z.ZodRawShape;
  destructive?: boolean;
  readOnly?: boolean;
  run(args: A, ctx: ToolCtx, kit: Kit<S>): Promise<unknown>;
}

export const text = (body: string) => ({ content: [{ type: 'text' as const, text: body }] });
export const refused = (body: string) => ({ isError: true, content: [{ type: 'text' as const, text: body }] });
export const STALE = 'That question has expired or belongs to another request. Start again.';

export const yesNo = (message: string) =>
  inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title: 'Confirm' } },
      required: ['confirm'],
    },
  });

// ---- warehouse management system -------------------------------------------------------------

const WMS_URL = process.env.WMS_URL ?? 'http://wms.internal:7001';

async function wmsCall<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${WMS_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-wms-client': 'picker-mcp' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`WMS ${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface BinLine { sku: string; quantity: number }

export const wms = {
  orders: (status: string) => wmsCall<{ id: string; number: string; lines: number; status: string }[]>(`/orders?status=${status}`),
  order: (id: string) => wmsCall<{ id: string; number: string; lines: BinLine[]; status: string }>(`/orders/${id}`),
  availability: (orderId: string) =>
    wmsCall<{ warehouseId: string; name: string; complete: boolean }[]>(`/orders/${orderId}/availability`),
  reserve: (orderId: string, warehouseId: string, idempotencyKey: string, by: string) =>
    wmsCall<{ reservationId: string }>(`/orders/${orderId}/reservations`, 'POST', { warehouseId, idempotencyKey, by }),
  cancel: (orderId: string, reason: string, by: string) => wmsCall<{ ok: true }>(`/orders/${orderId}/cancel`, 'POST', { reason, by }),
  bin: (binId: string) => wmsCall<{ id: string; lines: BinLine[] }>(`/bins/${binId}`),
  adjust: (binId: string, sku: string, delta: number, reasonCode: string, by: string) =>
    wmsCall<{ quantity: number }>(`/bins/${binId}/adjustments`, 'POST', { sku, delta, reasonCode, by }),
  recount: (binId: string, counted: BinLine[], by: string) => wmsCall<{ variance: number }>(`/bins/${binId}/counts`, 'POST', { counted, by }),
  transfer: (sku: string, fromBin: string, toBin: string, quantity: number, by: string) =>
    wmsCall<{ moveId: string }>(`/moves`, 'POST', { sku, fromBin, toBin, quantity, by }),
  shipment: (id: string) => wmsCall<{ id: string; carrier: string; trackingNumber?: string; dock: string }>(`/shipments/${id}`),
  printers: (dock: string) => wmsCall<{ id: string; name: string; online: boolean }[]>(`/docks/${dock}/printers`),
  voidLabel: (shipmentId: string, by: string) => wmsCall<{ refunded: boolean }>(`/shipments/${shipmentId}/label`, 'DELETE', { by }),
};

// ---- label printing ---------------------------------------------------------------------------

// Print credentials stay on the server; request state only names which one to use.
const PRINT_CREDENTIALS: Record<string, string | undefined> = {
  'printnode:dock': process.env.PRINTNODE_DOCK_API_KEY,
  'printnode:returns': process.env.PRINTNODE_RETURNS_API_KEY,
};

export async function printLabel(credentialRef: string, printerId: string, shipmentId: string, format: string) {
  const apiKey = PRINT_CREDENTIALS[credentialRef];
  if (!apiKey) throw new Error(`no print credential configured for ${credentialRef}`);
  const res = await fetch('https://api.printnode.com/printjobs', {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ printerId: Number(printerId), contentType: 'raw_uri', content: `${WMS_URL}/shipments/${shipmentId}/label.${format}` }),
  });
  if (!res.ok) throw new Error(`print failed: ${res.status}`);
  return (await res.json()) as number;
}
