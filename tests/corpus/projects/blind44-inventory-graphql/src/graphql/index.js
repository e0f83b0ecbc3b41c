import { GraphQLClient, gql } from 'graphql-request';
import { settings } from '../settings.js';

const serviceToken = process.env.STOCK_API_SERVICE_TOKEN;
if (!serviceToken) throw new Error('STOCK_API_SERVICE_TOKEN is not set');

const client = new GraphQLClient(settings.graphqlEndpoint, {
  headers: { authorization: `Bearer ${serviceToken}` },
});

/** Runs an operation on behalf of the signed-in user (the stock API audits x-acting-user). */
export function gqlRequest(document, variables, caller) {
  return client.request({
    document,
    variables,
    requestHeaders: { 'x-acting-user': caller.userId },
  });
}

export const BIN_STOCK = gql`
  query BinStock($binId: ID!, $sku: String!) {
    bin(id: $binId) {
      id
      code
      stock(sku: $sku) {
        onHand
        reserved
        version
      }
    }
  }
`;

export const SKU_STOCK = gql`
  query SkuStock($sku: String!) {
    sku(code: $sku) {
      code
      description
      bins {
        code
        onHand
        reserved
      }
    }
  }
`;

export const RESERVE_STOCK = gql`
  mutation ReserveStock($binId: ID!, $sku: String!, $quantity: Int!) {
    reserveStock(input: { binId: $binId, sku: $sku, quantity: $quantity, ttlMinutes: 120 }) {
      reservation {
        id
        expiresAt
      }
    }
  }
`;

export const RELEASE_RESERVATION = gql`
  mutation ReleaseReservation($reservationId: ID!) {
    releaseReservation(id: $reservationId) {
      ok
    }
  }
`;

export const TRANSFER_RESERVED = gql`
  mutation TransferReserved($reservationId: ID!, $toBinId: ID!) {
    transferReserved(input: { reservationId: $reservationId, toBinId: $toBinId }) {
      quantity
      source {
        onHand
      }
      destination {
        onHand
      }
    }
  }
`;

export const ADJUST_STOCK = gql`
  mutation AdjustStock($binId: ID!, $sku: String!, $onHand: Int!, $expectedVersion: Int!, $reason: String!) {
    adjustStock(input: { binId: $binId, sku: $sku, onHand: $onHand, expectedVersion: $expectedVersion, reason: $reason }) {
      onHand
      version
    }
  }
`;
