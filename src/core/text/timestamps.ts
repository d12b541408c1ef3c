// A statement's timestamp as given (an ISO date, a bare year, Unix seconds or milliseconds) → ISO 8601.

/** Below this a Unix time is in seconds (until the year 33658); from it on, in milliseconds. */
const MILLISECONDS_FROM = 1e12;

/**
 * The ISO form of a timestamp, or undefined when it is not a date. Numbers, and strings of five
 * or more digits (a CSV cell, a JSON export), are Unix seconds or milliseconds; a four-digit
 * string is a year; anything else is parsed as a date string.
 */
export function isoTimestampOf(value: string | number): string | undefined {
  const unix = typeof value === 'number' ? value : /^\s*\d{5,}(\.\d+)?\s*$/.test(value) ? Number(value) : undefined;
  const date = unix !== undefined ? new Date(unix < MILLISECONDS_FROM ? unix * 1000 : unix) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
