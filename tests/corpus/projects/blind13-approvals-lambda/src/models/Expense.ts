import { Model } from "objection";

export type ExpenseStatus = "submitted" | "approved" | "paid" | "rejected";

export class Expense extends Model {
  static tableName = "expenses";

  id!: string;
  orgId!: string;
  submitterId!: string;
  vendorId!: string;
  amountCents!: number;
  currency!: string;
  status!: ExpenseStatus;
  approvedBy?: string | null;

  static forOrg(orgId: string, id: string) {
    return Expense.query().findOne({ id, orgId });
  }
}

export class Vendor extends Model {
  static tableName = "vendors";

  id!: string;
  orgId!: string;
  name!: string;
  category!: string;

  static search(orgId: string, query: string) {
    return Vendor.query()
      .where({ orgId })
      .andWhere("name", "ilike", `%${query}%`)
      .orderBy("name");
  }
}
