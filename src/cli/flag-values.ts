// Numbers and sizes given as flags (`--port 8080`, `--max-body 1mb`), checked with messages that name the flag.
import { badRequest } from '../core/errors.js';

/** A whole number within bounds, or a clear error naming the flag. */
export function whole(value: string, flag: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw badRequest(`${flag} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`);
  return n;
}

const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** `1mb`, `64kb`, `1048576`: binary units, since that is how people think of a megabyte of text. */
export function byteSize(value: string, flag: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = match && Object.hasOwn(UNITS, match[2].toLowerCase()) ? UNITS[match[2].toLowerCase()] : undefined;
  if (!match || unit === undefined || Number(match[1]) * unit < 1) throw badRequest(`${flag} must be a size like 1048576, 512kb or 1mb (got ${JSON.stringify(value)})`);
  return Math.floor(Number(match[1]) * unit);
}

/** A memory size: a plain number is MiB (`512`), else a size with its unit (`1gb`, `512mb`); 1 MiB to 1 TiB. */
export function mebibytes(value: string, flag: string): number {
  const plain = /^\s*\d+(?:\.\d+)?\s*$/.test(value);
  let bytes: number | undefined;
  try {
    bytes = plain ? Math.floor(Number(value) * 1024 ** 2) : byteSize(value, flag);
  } catch {
    bytes = undefined;
  }
  if (bytes === undefined || bytes < 1024 ** 2 || bytes > 1024 ** 4) {
    throw badRequest(`${flag} must be a number of MiB from 1, like 512, or a size like 1gb (got ${JSON.stringify(value)})`);
  }
  return bytes;
}
