// The order store of a shop server and an import job runner that resumes from the state it is handed.
// @ts-nocheck
export const orders = new Map<string, { total: number; owner: string }>();

export function resumeImport(state: unknown, batch: number): string {
  const cursor = typeof state === 'string' ? Number(state) : 0;
  return `import resumed at row ${cursor} of batch ${batch}`;
}
