/** Tag colours of the handling statuses: new ones stand out, finished ones recede. */
export function handlingStatusColor(status: string): string {
  if (status === 'NEW') return 'orange';
  if (status === 'CONTACTED') return 'blue';
  if (status === 'HANDLED') return 'green';
  return 'default';
}
