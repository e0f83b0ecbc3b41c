import { type CalDavLogin, discoverCalendars } from "../caldav.ts";
import { readLinkState, signLinkState } from "../link_state.ts";
import { accepted, askForInput, form, type RoundParams, text } from "../rounds.ts";

export const linkCalendarTool = {
  name: "link_calendar",
  description: "Connect a CalDAV calendar (iCloud, Fastmail, Nextcloud…) so notes with dates show up in it.",
  inputSchema: { type: "object", properties: {} },
};

interface PickClaims {
  step: "pick";
  server: string;
  username: string;
  appPassword: string;
  calendars: { href: string; name: string }[];
}

const loginForm = () =>
  form("Your CalDAV server and an app-specific password (not your account password).", {
    server: { type: "string", format: "uri", title: "Server URL", default: "https://caldav.icloud.com/" },
    username: { type: "string", title: "Username" },
    appPassword: { type: "string", title: "App password" },
  });

export async function linkCalendar(kv: Deno.Kv, userId: string, params: RoundParams) {
  if (!params.requestState) {
    return askForInput({ login: loginForm() }, await signLinkState({ step: "login" }, userId));
  }

  const state = await readLinkState<{ step: string } & Partial<PickClaims>>(params.requestState, userId);
  if (!state) return text("This setup expired. Run link_calendar again.", true);

  if (state.step === "login") {
    const login = accepted<CalDavLogin>(params, "login");
    if (!login) return text("Calendar not linked.");
    const calendars = await discoverCalendars(login);
    if (calendars.length === 0) return text("No calendars found for that account.", true);

    // keep the login for the last round so the user doesn't have to type it twice
    const next = await signLinkState({
      step: "pick",
      server: login.server,
      username: login.username,
      appPassword: login.appPassword, // expect: no-secrets-in-state
      calendars: calendars.map((c) => ({ href: c.href, name: c.displayName })),
    }, userId);

    return askForInput(
      {
        calendar: form("Which calendar should receive dated notes?", {
          calendar: { type: "string", enum: calendars.map((c) => c.href), enumNames: calendars.map((c) => c.displayName) },
        }),
      },
      next,
    );
  }

  const picked = accepted<{ calendar: string }>(params, "calendar");
  if (!picked || !state.calendars?.some((c) => c.href === picked.calendar)) return text("Calendar not linked.");
  await kv.set(["caldav", userId], {
    server: state.server,
    username: state.username,
    appPassword: state.appPassword,
    calendarUrl: picked.calendar,
    linkedAt: new Date().toISOString(),
  });
  return text(`Linked ${state.calendars.find((c) => c.href === picked.calendar)?.name}.`);
}
