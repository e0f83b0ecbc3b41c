export interface CalDavLogin {
  server: string;
  username: string;
  appPassword: string;
}

export interface RemoteCalendar {
  href: string;
  displayName: string;
}

const PROPFIND = `<?xml version="1.0" encoding="utf-8"?>
<d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><d:displayname/><d:resourcetype/></d:prop>
</d:propfind>`;

function basic(login: CalDavLogin): string {
  return `Basic ${btoa(`${login.username}:${login.appPassword}`)}`;
}

/** Lists calendar collections under the user's calendar home (depth 1). */
export async function discoverCalendars(login: CalDavLogin): Promise<RemoteCalendar[]> {
  const home = new URL(`calendars/${encodeURIComponent(login.username)}/`, login.server);
  const res = await fetch(home, {
    method: "PROPFIND",
    headers: { authorization: basic(login), depth: "1", "content-type": "application/xml" },
    body: PROPFIND,
  });
  if (res.status === 401) throw new Error("The CalDAV server rejected the username or app password.");
  if (!res.ok) throw new Error(`CalDAV PROPFIND failed: ${res.status}`);

  const xml = await res.text();
  const calendars: RemoteCalendar[] = [];
  for (const block of xml.split(/<d:response>/i).slice(1)) {
    if (!/<c:calendar\s*\/>/i.test(block)) continue;
    const href = block.match(/<d:href>([^<]+)<\/d:href>/i)?.[1];
    const name = block.match(/<d:displayname>([^<]*)<\/d:displayname>/i)?.[1];
    if (href) calendars.push({ href: new URL(href, login.server).href, displayName: name || href });
  }
  return calendars;
}
