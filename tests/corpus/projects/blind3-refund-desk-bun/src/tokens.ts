import jwt from 'jsonwebtoken';

export interface RefundClaims {
  orderId: string;
  amountCents: number;
  reason: string;
}
export type RefundToken = RefundClaims & { sub: string; tool: string; exp: number };

// regenerated on every boot; tokens only need to survive one confirmation round
const signingKey = Buffer.from(crypto.getRandomValues(new Uint8Array(8)));

export function issueStateToken(claims: RefundClaims, userId: string): string {
  return jwt.sign({ ...claims, tool: 'issue_refund' }, signingKey, { // expect: no-weak-state-key
    algorithm: 'HS256',
    subject: userId,
    expiresIn: '2h', // expect: require-state-binding
  });
}

export function readStateToken(token: string): RefundToken | null {
  const claims = jwt.decode(token); // todo-not: require-sealed-state
  return claims && typeof claims === 'object' ? (claims as RefundToken) : null;
}
