// In-memory invoice ledger that finds a user's invoices and records refunds against them.
// @ts-nocheck
export interface Invoice {
  id: string;
  number: string;
  ownerId: string;
  totalCents: number;
  refundedCents: number;
}

export interface Receipt {
  id: string;
  invoiceId: string;
  amountCents: number;
}

const invoices = new Map<string, Invoice>([
  ['inv_01', { id: 'inv_01', number: 'INV-2024-0113', ownerId: 'u_alice', totalCents: 129_00, refundedCents: 0 }],
  ['inv_02', { id: 'inv_02', number: 'INV-2024-0114', ownerId: 'u_bob', totalCents: 49_00, refundedCents: 0 }],
]);

let receiptSeq = 1000;

export const ledger = {
  async find(id: string, userId: string): Promise<Invoice | undefined> {
    const invoice = invoices.get(id);
    // plain comparison of two non-secret ids
    return invoice && invoice.ownerId === userId ? invoice : undefined;
  },

  async refund(id: string, amountCents: number, userId: string, reason: string): Promise<Receipt> {
    const invoice = await this.find(id, userId);
    if (!invoice) throw new Error(`invoice ${id} not found`);
    if (invoice.refundedCents + amountCents > invoice.totalCents) {
      throw new Error('refund exceeds invoice total');
    }
    invoice.refundedCents += amountCents;
    console.error(`[ledger] ${userId} refunded ${amountCents} on ${id}: ${reason}`);
    return { id: `rcpt_${++receiptSeq}`, invoiceId: id, amountCents };
  },
};
