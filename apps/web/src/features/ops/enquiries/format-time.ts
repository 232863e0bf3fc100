import dayjs from 'dayjs';

/** An instant as the shop shows times (the buyer's screens use the same form), in the browser's zone. */
export function formatTime(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}
