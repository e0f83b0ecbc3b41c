// Paging cursor for slot search results. It only says where the next page starts.
export interface SlotCursor {
  clinicId: string;
  providerId?: string;
  after: string; // ISO timestamp of the last slot shown
}

export const encodeCursor = (c: SlotCursor): string => btoa(JSON.stringify(c));

export const decodeCursor = (raw: string): SlotCursor => JSON.parse(atob(raw)) as SlotCursor;
