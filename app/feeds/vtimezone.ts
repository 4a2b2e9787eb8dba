// The VTIMEZONE a calendar must carry for each zone its times name (RFC 5545 3.6.5), drawn
// from the zone rules the runtime knows (Intl), so no table of zones is kept. Each change of
// offset within the years the events fall in is one observance; Asia/Kolkata, which has kept
// +05:30 since 1945, is one observance alone.

const DAY = 86_400_000;

const offsetNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes. */
function offsetAt(zone: string, instant: number): number {
  let format = offsetNames.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" });
    offsetNames.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The zone's short name at an instant ("IST"), or its offset where it has none. */
function abbreviation(zone: string, instant: number): string {
  const name = new Intl.DateTimeFormat("en-IN", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return name && /^[A-Z]{2,5}$/.test(name) ? name : utcOffset(offsetAt(zone, instant));
}

/** +0530, -0800. */
const utcOffset = (minutes: number) => {
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, "0")}${String(size % 60).padStart(2, "0")}`;
};

/** YYYYMMDDTHHMMSS of an instant as clocks at `offset` show it. */
function localStamp(instant: number, offset: number): string {
  return new Date(instant + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

/** The instants (to the minute) within [from, to) at which the zone's offset changes. */
function changes(zone: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let day = from; day < to; day += DAY) {
    if (offsetAt(zone, day) === offsetAt(zone, day + DAY)) continue;
    let [low, high] = [day, day + DAY];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(zone, middle) === offsetAt(zone, low)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

/** The VTIMEZONE of `zone` for events in the years `fromYear` to `toYear`. */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear + 1, 0, 1);
  const standard = Math.min(offsetAt(zone, from), offsetAt(zone, from + 182 * DAY));
  const observance = (instant: number, before: number, onset = localStamp(instant, before)) => {
    const after = offsetAt(zone, instant);
    const kind = after > standard ? "DAYLIGHT" : "STANDARD";
    return [
      `BEGIN:${kind}`,
      // The onset, as clocks showed it before the change (RFC 5545 3.8.2.4).
      `DTSTART:${onset}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `TZNAME:${abbreviation(zone, instant)}`,
      `END:${kind}`,
    ];
  };
  const first = offsetAt(zone, from);
  let before = first;
  // The offset in force as the years begin, said to hold from 1970 so that the first hours of
  // the first year (before midnight UTC, east of Greenwich) are covered too.
  const lines = [`BEGIN:VTIMEZONE`, `TZID:${zone}`, ...observance(from, first, "19700101T000000")];
  for (const instant of changes(zone, from, to)) {
    lines.push(...observance(instant, before));
    before = offsetAt(zone, instant);
  }
  lines.push(`END:VTIMEZONE`);
  return lines.join("\r\n");
}
