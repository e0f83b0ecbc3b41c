// Paging/filter cursor for the list-style tools. It only points at invoices the caller
// already resolved in the first round, so there is nothing worth signing in here.

export interface InvoiceCursor {
  customerId: string;
  startingAfter?: string;
}

export function encodeCursor(cursor: InvoiceCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): InvoiceCursor {
  const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<InvoiceCursor>;
  if (typeof parsed.customerId !== 'string') {
    throw new Error('Invalid cursor');
  }
  return { customerId: parsed.customerId, startingAfter: parsed.startingAfter };
}
