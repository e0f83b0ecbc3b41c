export interface Meeting { id: string; title: string; start: string; attendeeCount: number }
export interface Page { items: Meeting[]; nextPageToken?: string }

const API = process.env.CALENDAR_API ?? 'https://calendar.internal/v1';

export async function listMeetings(userId: string, pageToken?: string): Promise<Page> {
  const url = new URL(`${API}/users/${encodeURIComponent(userId)}/meetings`);
  if (pageToken) url.searchParams.set('pageToken', pageToken);
  const res = await fetch(url);
  return (await res.json()) as Page;
}

export async function moveMeeting(userId: string, meetingId: string, newStart: string): Promise<void> {
  const res = await fetch(`${API}/users/${encodeURIComponent(userId)}/meetings/${meetingId}`, {
    method: 'PATCH',
    body: JSON.stringify({ start: newStart }),
  });
  if (!res.ok) throw new Error(`calendar: ${res.status}`);
}
