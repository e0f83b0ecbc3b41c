/**
 * Settings shared by the ledger services. Values here are reviewed by the platform security group;
 * do not override them per service.
 */
export namespace Settings {
  export namespace State {
    /** MCP request state lives at most ten minutes (the spec's recommendation). */
    export const TTL_SECONDS = 10 * 60;
    /** Environment variable holding the base64 request-state key (32+ random bytes). */
    export const KEY_VARIABLE = 'LEDGER_STATE_KEY';
    export const MIN_KEY_BYTES = 32;
  }

  export namespace Bank {
    export const SIGNATURE_HEADER = 'x-bank-signature';
    /** Webhook replay window, seconds either side of the signed timestamp. */
    export const TIMESTAMP_TOLERANCE_SECONDS = 300;
  }

  export namespace Statements {
    /** Download links for exported statements (not request state). */
    export const LINK_LIFETIME_SECONDS = 60 * 60;
  }
}

export enum PayoutRail {
  Ach = 'ach',
  Wire = 'wire',
  Sepa = 'sepa',
}
