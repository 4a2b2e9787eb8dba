import { usePageSettings } from "../page-settings.ts";

/** Formats an instant as the school's clocks showed it, e.g. "24 Nov 2026, 7:05 am". */
export function useWhen(): (iso: string | null | undefined) => string {
  const { timeZone } = usePageSettings();
  const format = new Intl.DateTimeFormat("en-IN", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  return (iso) => (iso ? format.format(new Date(iso)) : "");
}

const wallClockFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * A time on the school's clocks as the office's forms keep it ("2099-01-04T08:00", Publish at
 * and Take down at), e.g. "4 Jan 2099, 8:00 am": read as it stands, in no zone.
 */
export const wallClockLabel = (wall: string) => wallClockFormat.format(new Date(`${wall}:00Z`));
