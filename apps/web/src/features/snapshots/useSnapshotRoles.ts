import { useQuery } from '@tanstack/react-query';
import {
  hasAnyRole,
  Role,
  rolesFromGroups,
  SNAPSHOT_EDIT_ROLES,
  SNAPSHOT_MANAGER_ROLES,
  SNAPSHOTS_MENU_ROLES,
} from '@health-passport/domain';
import { currentUserQueryOptions } from '../../lib/currentUser';

/** What the viewer may do with snapshots (passport-and-professional §6 and the snapshot calls' roles). */
export interface SnapshotRoles {
  /** Corporate managers, data experts and product managers see every snapshot, in any status. */
  seesAll: boolean;
  /** An HR manager (without one of those roles) sees the published snapshots of their companies. */
  isHrManager: boolean;
  /** Create, edit and recompute snapshots. */
  edits: boolean;
  /** Invite and revoke HR managers. */
  managesManagers: boolean;
}

export function useSnapshotRoles(): SnapshotRoles {
  const user = useQuery(currentUserQueryOptions());
  const roles = rolesFromGroups(user.data?.identityInformation.groups ?? []);
  const seesAll = hasAnyRole(roles, SNAPSHOTS_MENU_ROLES);
  return {
    seesAll,
    isHrManager: !seesAll && roles.includes(Role.HR_MANAGER),
    edits: hasAnyRole(roles, SNAPSHOT_EDIT_ROLES),
    managesManagers: hasAnyRole(roles, SNAPSHOT_MANAGER_ROLES),
  };
}
