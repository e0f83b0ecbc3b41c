// McpServer factory for the broker: server identity and capabilities with overridable defaults.
import { McpServer } from '@modelcontextprotocol/server';
import { registerQuoteShipment } from './tools/quoteShipment.js';
import { registerBookShipment } from './tools/bookShipment.js';
import { registerTrackShipment } from './tools/trackShipment.js';

const SERVER_DEFAULTS = {
  info: { name: 'freightquote-broker', version: '1.6.0' },
  capabilities: { tools: {} },
  instructions:
    'Quote LTL freight with quote_shipment, then book a held quote with book_shipment. Use track_shipment with a PRO number.',
};

export function createServerFactory(deps, options = {}) {
  const { info, capabilities, instructions } = { ...SERVER_DEFAULTS, ...options };

  return function makeServer() {
    const server = new McpServer(info, { capabilities, instructions });
    registerQuoteShipment(server, deps);
    registerBookShipment(server, deps);
    registerTrackShipment(server, deps);
    return server;
  };
}
