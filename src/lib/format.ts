/** Dates for display: always ja-JP and Asia/Tokyo, whatever the browser's zone (numbers: format-number.ts). */
const TIME_ZONE = 'Asia/Tokyo';

const dateFormatter = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dateTimeFormatter = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function isValidDate(value: Date | null | undefined): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** 2026/11/22 */
export function formatDate(value: Date | null | undefined, empty = '-'): string {
  return isValidDate(value) ? dateFormatter.format(value) : empty;
}

/** A stored day ('2026-11-22') as the tables show it ('2026/11/22'); other text as it is. */
export function dayToDisplay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '/') : value;
}

/** 2026/11/22 18:05 */
export function formatDateTime(value: Date | null | undefined, empty = '-'): string {
  return isValidDate(value) ? dateTimeFormatter.format(value) : empty;
}

/** The calendar date in Tokyo as YYYY-MM-DD (for date inputs and date arithmetic). */
export function toTokyoIsoDate(value: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(value);
  return parts;
}

/** The Tokyo wall-clock hour (0-23) and minute of an instant. */
export function tokyoHourMinute(value: Date): { hour: number; minute: number } {
  const [hour = '0', minute = '0'] = tokyoClock(value).time.split(':');
  return { hour: Number(hour), minute: Number(minute) };
}

const clockFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Tokyo wall-clock fields of an instant, zero-padded. */
function tokyoClock(value: Date) {
  const parts = clockFormatter.formatToParts(value);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}

/** A timestamp for file names: 20261122-180500 (Tokyo time). */
export function fileTimestamp(value: Date): string {
  const { date, time } = tokyoClock(value);
  return `${date.replaceAll('-', '')}-${time.replaceAll(':', '')}`;
}

/** 2026-11-22 18:05:00 (Tokyo time), the shape of GTM's exportTime. */
export function formatDateTimeSeconds(value: Date): string {
  const { date, time } = tokyoClock(value);
  return `${date} ${time}`;
}
