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
