import { restRequest } from '../../lib/api';

export const PING_PATH = '/api/v2/ping';

/** True while the portal is in maintenance (customer-journey §4). */
export function fetchMaintenance(): Promise<boolean> {
  return restRequest<boolean>('GET', PING_PATH);
}
