import { isSnapshotStatus, SNAPSHOT_DEFAULT_FILTER, SnapshotStatus } from '@health-passport/domain';
import type { SnapshotFilter } from './api';

/** The URL keeps the filter and the zero-based page, so the way back from a snapshot restores the list. */
const NAME_PARAM = 'name';
const COMPANY_PARAM = 'company';
const STATUS_PARAM = 'status';
const PAGE_PARAM = 'page';
/** The status select's "all statuses" option, kept in the URL as such: no status means the default one. */
export const ALL_STATUSES = 'all';

/**
 * The filter in the URL. Staff start at the spec's default, COMPUTED on page 0 (§2.2, §9); an HR manager sees
 * published snapshots only, so that is their one status.
 */
export function filterFrom(params: URLSearchParams, seesAll: boolean): SnapshotFilter {
  const page = Number(params.get(PAGE_PARAM) ?? SNAPSHOT_DEFAULT_FILTER.pageNumber);
  const status = params.get(STATUS_PARAM);
  return {
    name: (params.get(NAME_PARAM) ?? '').trim(),
    company: (params.get(COMPANY_PARAM) ?? '').trim(),
    status: !seesAll
      ? SnapshotStatus.PUBLISHED
      : status === ALL_STATUSES
        ? null
        : isSnapshotStatus(status)
          ? status
          : SNAPSHOT_DEFAULT_FILTER.status,
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The URL of a filter: only what differs from the default is written. */
export function filterParams(filter: SnapshotFilter, seesAll: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.name !== '') params.set(NAME_PARAM, filter.name);
  if (filter.company !== '') params.set(COMPANY_PARAM, filter.company);
  if (seesAll && filter.status !== SNAPSHOT_DEFAULT_FILTER.status) {
    params.set(STATUS_PARAM, filter.status ?? ALL_STATUSES);
  }
  if (filter.page > 0) params.set(PAGE_PARAM, String(filter.page));
  return params;
}

/** Whether the viewer narrowed the list: an empty list then says so and offers to clear. */
export function isNarrowed(filter: SnapshotFilter, seesAll: boolean): boolean {
  return (
    filter.name !== '' ||
    filter.company !== '' ||
    (seesAll && filter.status !== SNAPSHOT_DEFAULT_FILTER.status)
  );
}
