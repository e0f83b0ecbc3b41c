// Builds one McpServer instance with every clinic tool registered.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { stateCodec } from './state.js';
import { registerFindSlots } from './tools/findSlots.js';
import { registerBookAppointment } from './tools/bookAppointment.js';
import { registerCancelAppointment } from './tools/cancelAppointment.js';
import { registerRefillPrescription } from './tools/refillPrescription.js';

export function buildServer() {
  const server = new McpServer(
    { name: 'pawprint-vet-scheduler', version: '1.4.2' },
    {
      capabilities: { tools: {} },
      instructions: 'Tools for Pawprint pet owners: find and book visits, cancel bookings, order prescription refills.',
      requestState: { verify: stateCodec.verify },
    },
  );
  registerFindSlots(server);
  registerBookAppointment(server);
  registerCancelAppointment(server);
  registerRefillPrescription(server);
  return server;
}
