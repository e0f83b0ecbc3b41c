import { randomUUID } from 'node:crypto';

const table = new Map();

export const vendors = {
  async create(owner, details) {
    const id = randomUUID();
    table.set(id, { id, owner, name: details.vendorName, country: details.country, termsDays: details.termsDays });
    return table.get(id);
  },
  async get(id) {
    const v = table.get(id);
    if (!v) throw new Error('no such vendor');
    return v;
  },
};
