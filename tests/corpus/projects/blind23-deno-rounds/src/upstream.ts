/** Client for the internal ops API. Its token stays in this process. */

const baseUrl = Deno.env.get("OPS_API_URL") ?? "https://ops.internal.example/api";
const token = Deno.env.get("OPS_API_TOKEN");
if (!token) throw new Error("OPS_API_TOKEN is not set");

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  if (!res.ok) throw new Error(`ops api ${res.status} for ${path}`);
  return await res.json() as T;
}

export interface ServiceInfo {
  id: string;
  name: string;
  owners: string[];
  graceMinutes: number;
}

export interface Room {
  id: string;
  name: string;
  seats: number;
}

export const ops = {
  describeService: (id: string) => call<ServiceInfo>(`/services/${encodeURIComponent(id)}`),

  rotateKey: (service: string, environment: string, requestedBy: string) =>
    call<{ keyId: string; vaultPath: string }>(`/services/${encodeURIComponent(service)}/keys/rotate`, {
      method: "POST",
      body: JSON.stringify({ environment, requestedBy }),
    }),

  freeRooms: (date: string, start: string, minutes: number) =>
    call<Room[]>(`/rooms/free?date=${date}&start=${start}&minutes=${minutes}`),

  book: (roomId: string, body: { title: string; date: string; start: string; minutes: number; owner: string }) =>
    call<{ bookingId: string }>(`/rooms/${encodeURIComponent(roomId)}/bookings`, {
      method: "POST",
      body: JSON.stringify(body),
    }),
};
