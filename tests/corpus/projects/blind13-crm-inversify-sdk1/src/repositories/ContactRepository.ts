import { inject, injectable } from "inversify";
import type { Knex } from "knex";
import { TYPES } from "../types.js";

export interface Contact {
  id: string;
  ownerId: string;
  fullName: string;
  email: string | null;
  company: string | null;
  updatedAt: Date;
}

@injectable()
export class ContactRepository {
  constructor(@inject(TYPES.Knex) private readonly db: Knex) {}

  findOwned(ownerId: string, ids: string[]): Promise<Contact[]> {
    return this.db<Contact>("contacts").where({ ownerId }).whereIn("id", ids);
  }

  async merge(ownerId: string, primaryId: string, duplicateIds: string[]): Promise<number> {
    return this.db.transaction(async (trx) => {
      await trx("activities").whereIn("contactId", duplicateIds).update({ contactId: primaryId });
      await trx("deals").whereIn("contactId", duplicateIds).update({ contactId: primaryId });
      return trx("contacts").where({ ownerId }).whereIn("id", duplicateIds).del();
    });
  }

  async upsertFromMail(ownerId: string, rows: Array<Pick<Contact, "fullName" | "email">>): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await this.db("contacts")
      .insert(rows.map((r) => ({ ...r, ownerId })))
      .onConflict(["ownerId", "email"])
      .ignore()
      .returning("id");
    return inserted.length;
  }
}
