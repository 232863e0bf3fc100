import dayjs from 'dayjs';

/**
 * An instant as every console screen shows times (the buyer's screens use the same form), in the browser's zone;
 * `withSeconds` where seconds tell events apart (import jobs, the audit log).
 */
export function formatTime(iso: string, withSeconds = false): string {
  return dayjs(iso).format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}
