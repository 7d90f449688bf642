import { useQuery } from '@tanstack/react-query';
import { PING_INTERVAL_MS } from '@health-passport/domain';
import { fetchMaintenance } from './api';

export const maintenanceQueryKey = ['maintenance', 'ping'] as const;

/**
 * Polls the ping. A failed ping is not maintenance: the blocking modal is only for a server that says so,
 * other outages show up as errors where the data is needed.
 */
export function useMaintenance(): boolean {
  const { data } = useQuery({
    queryKey: maintenanceQueryKey,
    queryFn: fetchMaintenance,
    refetchInterval: PING_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });
  return data === true;
}
