// CalDAV access to external calendars with the user's app password.
import { createDAVClient } from 'tsdav';

export function connectCalendar({ serverUrl, username, password }) {
  return createDAVClient({ serverUrl, credentials: { username, password }, authMethod: 'Basic', defaultAccountType: 'caldav' });
}

export function createEvent(client, calendarUrl, ics, filename) {
  return client.createCalendarObject({ calendar: { url: calendarUrl }, filename, iCalString: ics });
}
