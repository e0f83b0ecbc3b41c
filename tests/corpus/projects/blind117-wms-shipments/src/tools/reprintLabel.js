// Defines reprint_label, which lets the user pick a carrier service before buying a new label.
'use strict';
const wms = require('../wmsClient');

const NAME = 'reprint_label';

exports.definition = {
  name: NAME,
  description: 'Buy a replacement shipping label, letting the user pick the carrier service level.',
  inputSchema: {
    type: 'object',
    properties: { shipmentId: { type: 'string' }, carrier: { type: 'string', enum: ['ups', 'dhl', 'fedex'] } },
    required: ['shipmentId', 'carrier'],
  },
};

exports.handler = async function reprintLabel(args, { userId, tokens, requestState, inputResponses }) {
  if (!requestState) {
    // Look the account up once; the second round reuses it from state
    // instead of hitting the accounts service again.
    const acct = await wms.getCarrierAccount(userId, args.carrier);
    return {
      resultType: 'input_required',
      inputRequests: {
        service: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Which ${args.carrier.toUpperCase()} service for ${args.shipmentId}?`,
            requestedSchema: {
              type: 'object',
              properties: { service: { type: 'string', enum: acct.services } },
              required: ['service'],
            },
          },
        },
      },
      requestState: tokens.issue({
        sub: userId,
        tool: NAME,
        sid: args.shipmentId,
        carrier: args.carrier,
        ck: acct.apiKey, // expect-todo: no-secrets-in-state
      }),
    };
  }

  const claims = tokens.redeem(requestState, { sub: userId, tool: NAME });
  const picked = inputResponses && inputResponses.service;
  if (!picked || picked.action !== 'accept') return { content: [{ type: 'text', text: 'No label bought.' }] };
  const label = await wms.buyLabel(claims.ck, claims.carrier, claims.sid, picked.content.service);
  return { content: [{ type: 'text', text: `Label ${label.trackingNumber} ready: ${label.url}` }] };
};
