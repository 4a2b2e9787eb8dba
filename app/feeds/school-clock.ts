import type {
  ICalTemporalInstantStub,
  ICalTemporalPlainDateStub,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from "ical-generator";
import { instantAt, wallClockAt, type CalendarDate } from "#contracts/dates.ts";
import { isoDay } from "./item-days.ts";
import type { ClockTime } from "./event-times.ts";

// A time on the school's clocks as ical-generator takes it: in the shape of a Temporal
// PlainDateTime (its documented stub), which it writes as `DTSTART;TZID=Asia/Kolkata:...`
// whatever the server's own zone. A JavaScript Date would be written in the server's zone.

const two = (n: number) => String(n).padStart(2, "0");

function instantStub(epochMilliseconds: number): ICalTemporalInstantStub {
  const text = new Date(epochMilliseconds).toISOString();
  return {
    epochMilliseconds,
    toJSON: () => text,
    toString: () => text,
    toZonedDateTimeISO: (zone) => zonedAt(new Date(epochMilliseconds), zone),
  };
}

function zonedAt(instant: Date, zone: string): ICalTemporalZonedDateTimeStub {
  const [date = "", time = ""] = wallClockAt(instant, zone).split("T");
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const plain = schoolClock({ year, month, day }, { hour, minute });
  const text = `${plain.toString()}[${zone}]`;
  return {
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    timeZoneId: zone,
    toInstant: () => instantStub(instant.getTime()),
    toPlainDateTime: () => plain,
    withTimeZone: (other) => zonedAt(instant, other),
    toJSON: () => text,
    toString: () => text,
  };
}

/** A day and a time of day, on no zone's clock until `toZonedDateTime` names one. */
export function schoolClock(day: CalendarDate, time: ClockTime): ICalTemporalPlainDateTimeStub {
  const text = `${isoDay(day)}T${two(time.hour)}:${two(time.minute)}:00`;
  const date: ICalTemporalPlainDateStub = {
    ...day,
    toJSON: () => isoDay(day),
    toString: () => isoDay(day),
  };
  return {
    ...day,
    hour: time.hour,
    minute: time.minute,
    second: 0,
    toPlainDate: () => date,
    toZonedDateTime: (zone) => {
      const instant = instantAt(text.slice(0, 16), zone);
      if (!instant) throw new RangeError(`${text} is not a time`);
      return zonedAt(instant, zone);
    },
    toJSON: () => text,
    toString: () => text,
  };
}
