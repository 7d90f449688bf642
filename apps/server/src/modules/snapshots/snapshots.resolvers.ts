import { Role } from '@health-passport/domain';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from '../../context.js';
import { languageOf } from '../../graphql/language.js';
import { requireRole, requireViewer } from '../identity/index.js';
import {
  SNAPSHOT_EDIT_ROLES,
  SNAPSHOT_MANAGER_ROLES,
  SNAPSHOT_READ_ROLES,
  type CompanyView,
  type SnapshotView,
} from './snapshots.service.js';

/** Everyone who may ask for snapshots at all; which ones each sees is the service's rule. */
const SNAPSHOT_VIEWER_ROLES: readonly Role[] = [...SNAPSHOT_READ_ROLES, Role.HR_MANAGER];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const DEFAULT_MEMBER_PAGE_SIZE = 20;

export const snapshotsResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    snapshot: (_root, args: { snapshotID: unknown }, ctx) =>
      ctx.app.services.snapshots.get(requireRole(ctx, SNAPSHOT_VIEWER_ROLES), text(args.snapshotID)),
    async snapshotSystems(_root, args: { snapshotID: unknown }, ctx) {
      const viewer = requireRole(ctx, SNAPSHOT_VIEWER_ROLES);
      return ctx.app.services.snapshots.systems(viewer, text(args.snapshotID), await languageOf(ctx));
    },
    snapshots: (_root, _args, ctx) =>
      ctx.app.services.snapshots.list(requireRole(ctx, SNAPSHOT_VIEWER_ROLES)),
    searchSnapshots: (_root, args: { query?: Record<string, never> | null }, ctx) =>
      ctx.app.services.snapshots.search(requireRole(ctx, SNAPSHOT_VIEWER_ROLES), args.query ?? {}),
    snapshotsNotReady: (_root, _args, ctx) => ctx.app.services.snapshots.notReady(requireViewer(ctx)),
    companies: (_root, _args, ctx) => {
      requireRole(ctx, SNAPSHOT_READ_ROLES);
      return ctx.app.services.snapshots.companies();
    },
    async companyMembers(
      _root,
      args: { company: unknown; pageNumber?: number | null; pageSize?: number | null },
      ctx,
    ) {
      requireRole(ctx, SNAPSHOT_EDIT_ROLES);
      const pageNumber = args.pageNumber ?? 0;
      const pageSize = Math.min(Math.max(args.pageSize ?? DEFAULT_MEMBER_PAGE_SIZE, 1), 100);
      const page = await ctx.app.services.snapshots.companyMembers(text(args.company), pageNumber, pageSize);
      return {
        ...page,
        pageNumber: Math.max(pageNumber, 0),
        pageSize,
        totalPages: Math.ceil(page.totalElements / pageSize),
      };
    },
  },
  Mutation: {
    createSnapshot: (_root, args: { name: unknown; customerType: unknown; company: unknown }, ctx) =>
      ctx.app.services.snapshots.create(requireRole(ctx, SNAPSHOT_EDIT_ROLES), args),
    updateSnapshot: (_root, args: { id: unknown; input: unknown }, ctx) =>
      ctx.app.services.snapshots.update(requireRole(ctx, SNAPSHOT_EDIT_ROLES), text(args.id), args.input),
    recomputeSnapshot: (_root, args: { id: unknown }, ctx) =>
      ctx.app.services.snapshots.recompute(requireRole(ctx, SNAPSHOT_EDIT_ROLES), text(args.id)),
    async inviteManager(_root, args: { id: unknown; manager: unknown }, ctx) {
      const viewer = requireRole(ctx, SNAPSHOT_MANAGER_ROLES);
      return ctx.app.services.snapshots.inviteManager(
        viewer,
        text(args.id),
        args.manager,
        await languageOf(ctx),
      );
    },
    revokeManager: (_root, args: { id: unknown; managerASN: unknown }, ctx) =>
      ctx.app.services.snapshots.revokeManager(
        requireRole(ctx, SNAPSHOT_MANAGER_ROLES),
        text(args.id),
        text(args.managerASN),
      ),
    createCompany: (_root, args: { name: unknown; customerType: unknown; packageCode?: unknown }, ctx) => {
      requireRole(ctx, SNAPSHOT_EDIT_ROLES);
      return ctx.app.services.snapshots.createCompany(args);
    },
    addCompanyMember: (_root, args: { company: unknown; serviceNumber: unknown }, ctx) => {
      requireRole(ctx, SNAPSHOT_EDIT_ROLES);
      return ctx.app.services.snapshots.addMember(text(args.company), text(args.serviceNumber));
    },
    removeCompanyMember: (_root, args: { company: unknown; serviceNumber: unknown }, ctx) => {
      requireRole(ctx, SNAPSHOT_EDIT_ROLES);
      return ctx.app.services.snapshots.removeMember(text(args.company), text(args.serviceNumber));
    },
  },
  User: {
    managedCompanyCount: (user: { id: string }, _args, ctx) =>
      ctx.viewer?.roles.includes(Role.HR_MANAGER) && ctx.viewer.userId === user.id
        ? ctx.app.services.snapshots.managedCompanyCount(user.id)
        : 0,
  },
  Snapshot: {
    logoURI: (s: SnapshotView) => ({ en_US: s.logoUriEn, nl_NL: s.logoUriNl }),
    managers: (s: SnapshotView, _args, ctx) => ctx.app.services.snapshots.managers(requireViewer(ctx), s),
    totalHealthPassports: (s: SnapshotView, _args, ctx) => ctx.app.services.snapshots.totalOf(s),
    computedDate: (s: SnapshotView) => s.computedAt,
    async notComputedReason(s: SnapshotView, _args, ctx) {
      return ctx.app.services.snapshots.reasonText(s, await languageOf(ctx));
    },
    createdDate: (s: SnapshotView) => s.createdAt,
    updatedDate: (s: SnapshotView) => s.updatedAt,
  },
  Company: {
    memberCount: (c: CompanyView) => c.memberCount,
  },
};
