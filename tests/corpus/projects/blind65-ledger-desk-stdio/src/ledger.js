// The ledger file: one JSON document, rewritten atomically on flush.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function openLedger(file) {
  let doc;
  try {
    doc = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    doc = { invoices: [], creditNotes: [], feeds: [], seq: { creditNote: 0 } };
  }
  let dirty = false;

  const findInvoice = async (idOrNumber) =>
    doc.invoices.find((inv) => inv.id === idOrNumber || inv.number === idOrNumber) ?? null;

  return {
    findInvoice,
    async listInvoices({ status } = {}) {
      return status ? doc.invoices.filter((inv) => inv.status === status) : [...doc.invoices];
    },
    async voidInvoice(id, { reason, by }) {
      const invoice = doc.invoices.find((inv) => inv.id === id);
      if (!invoice) throw new Error(`no invoice ${id}`);
      invoice.status = 'void';
      invoice.voidedAt = new Date().toISOString();
      doc.seq.creditNote += 1;
      const creditNote = {
        number: `CN-${new Date().getFullYear()}-${String(doc.seq.creditNote).padStart(4, '0')}`,
        invoice: invoice.number,
        amount: -invoice.total,
        reason,
        by,
      };
      doc.creditNotes.push(creditNote);
      dirty = true;
      return creditNote;
    },
    async addBankFeed(feed) {
      doc.feeds.push({ ...feed, linkedAt: new Date().toISOString() });
      dirty = true;
    },
    async flush() {
      if (!dirty) return;
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, JSON.stringify(doc, null, 2));
      await rename(tmp, file);
      dirty = false;
    },
  };
}
