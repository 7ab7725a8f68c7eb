/**
 * The capability table (DESIGN.md §9.2): which roles may do what, and where the user's RoHS
 * flag is needed too. The server's access module enforces it on every call; the web app reads
 * it to decide which buttons, columns and screens to show. A new feature adds rows here
 * instead of writing a role check where it needs one.
 *
 * Status moves are the workflow table's (`constants/workflow.ts`): a capability says who may
 * use a status call at all, the workflow table which move a role may make.
 */
import { Role, type RoleId } from './constants/roles.js';
import {
  ProductStatus,
  type MaterialStatusId,
  type ProductStatusId,
} from './constants/statuses.js';
import { canChangeProductStatus, materialStatusChoices } from './constants/workflow.js';

/** Who acts: the signed-in user's role and RoHS flag (the flag counts as false when absent). */
export interface PermissionActor {
  role: number;
  isRoHSAllow?: boolean;
}

export interface CapabilityRule {
  /** The roles that have the capability. */
  roles: readonly RoleId[];
  /**
   * The user's RoHS flag is needed as well: for every role listed (`true`), or only for
   * these roles (the others have the capability without it).
   */
  rohs?: true | readonly RoleId[];
}

const { Admin, User, Compliance, Engineer } = Role;
const EVERYONE = [Admin, User, Compliance, Engineer] as const;
const CUSTOMERS_AND_ADMIN = [Admin, User, Compliance] as const;
const ADMIN = [Admin] as const;

export const CAPABILITIES = {
  // Visibility (DESIGN.md §5.2): admins see every company and act on anyone's records.
  'company.seeAll': { roles: ADMIN },
  'company.create': { roles: ADMIN },
  // Freemium (DESIGN.md §5.5): admins are never capped.
  'trial.exempt': { roles: ADMIN },

  // Users (DESIGN.md §5.3, §5.18): compliance only inside its own company.
  'user.manage': { roles: [Admin, Compliance] },
  'user.editAnyProfile': { roles: ADMIN },
  // Admins grant RoHS access; compliance users only when they have it themselves.
  'user.grantRoHS': { roles: [Admin, Compliance], rohs: [Compliance] },
  // Revoking access (disable / enable, remove): like user.manage, never one's own account, and
  // compliance users never an admin's (apps/server/src/access/users.ts, assertMayRevoke).
  'user.disable': { roles: [Admin, Compliance] },
  'user.remove': { roles: [Admin, Compliance] },

  // Products (DESIGN.md §5.1, §5.4, §5.16).
  'product.edit': { roles: CUSTOMERS_AND_ADMIN },
  'product.delete': { roles: ADMIN },
  'product.setBenchmark': { roles: ADMIN },
  // The filter (All | Companies | Benchmark) and the BOM export.
  'product.filter': { roles: [Admin, Compliance] },
  'product.export': { roles: [Admin, Compliance] },
  // Pending products open only for roles 1 and 3 (DESIGN.md §5.1): see canOpenProduct.
  'product.openPending': { roles: [Admin, Compliance] },
  // Which move: canChangeProductStatus. The list dialog's status select is the admins'.
  'product.changeStatus': { roles: CUSTOMERS_AND_ADMIN },
  'product.setListStatus': { roles: ADMIN },
  // The products list's Edit action (the others edit from the product page).
  'product.editFromList': { roles: ADMIN },
  // The product-review notification after a move to review.
  'product.notifyCustomer': { roles: ADMIN },
  // Staff review the certificate list ('Set status to In Review', 'Approve certificate
  // list'); customers approve the product or revert it (spec §4).
  'product.reviewCertificateList': { roles: ADMIN },
  // What customers add mails the admins (spec "item added"); what admins add does not.
  'item.addedNotifiesAdmins': { roles: [User, Compliance, Engineer] },
  // A BOM upload may be used by its uploader, or by an admin.
  'upload.useAnyone': { roles: ADMIN },
  // A standard or product type typed on a product without a company joins the list every
  // company sees; typed on a company's product it stays that company's (DESIGN-NOTES).
  'lookup.addGlobal': { roles: ADMIN },

  // Materials (components): engineers read only (DESIGN.md §5.1).
  'material.edit': { roles: CUSTOMERS_AND_ADMIN },
  'material.delete': { roles: ADMIN },
  // The component table's edit mode: names, manufacturers and types edited in the rows.
  'material.editInTable': { roles: ADMIN },
  // Selecting rows, for the bulk actions under the table (delete, search, Fetch, e-mail).
  'material.select': { roles: ADMIN },
  // Which status: materialStatusChoices.
  'material.changeStatus': { roles: CUSTOMERS_AND_ADMIN },
  // The Components screen's IN PRODUCT column.
  'material.seeInProduct': { roles: CUSTOMERS_AND_ADMIN },

  // Certificates: the database is shared reference data, written by admins (DESIGN.md §5.2, §5.6).
  'cdoc.read': { roles: EVERYONE },
  'cdoc.write': { roles: ADMIN },
  'cdoc.seeNumber': { roles: ADMIN },
  'certificate.search': { roles: ADMIN },
  'certificate.review': { roles: ADMIN },
  'certificate.addManual': { roles: ADMIN },
  'manufacturer.read': { roles: EVERYONE },
  // The Manufacturer nav entry, Scrape and Add Manufacturer (DESIGN.md §5.15).
  'manufacturer.manage': { roles: ADMIN },

  // Administration screens.
  'outbox.read': { roles: ADMIN },
  /** The staff work queue's lists on /home (DESIGN.md §10.4). */
  'home.queue': { roles: ADMIN },
  'audit.read': { roles: ADMIN },

  // Second half (DESIGN.md §9.10 "Who"). Every RoHS/REACH call needs the flag, admins included;
  // roles 2–4 read declarations of their own company's materials.
  'declaration.read': { roles: EVERYONE, rohs: true },
  'declaration.write': { roles: ADMIN, rohs: true },
  'declaration.fetch': { roles: ADMIN, rohs: true },
  // Imports a version of the law: the REACH candidate list, the Annex III exemption table.
  'law.import': { roles: ADMIN, rohs: true },
  // The product's RoHS technical file (DESIGN.md §10.3): the company reads its own, staff sign.
  'technicalFile.read': { roles: EVERYONE, rohs: true },
  'technicalFile.generate': { roles: ADMIN, rohs: true },
  'riskTable.edit': { roles: ADMIN, rohs: true },
  'contact.read': { roles: ADMIN, rohs: true },
  'contact.write': { roles: ADMIN, rohs: true },
  'request.send': { roles: ADMIN, rohs: true },
  'request.read': { roles: ADMIN, rohs: true },
  'request.revoke': { roles: ADMIN, rohs: true },
  // The Certificates tab of the Documents screen and get-cert need no RoHS flag.
  'certificateRecord.read': { roles: EVERYONE },
  // Anyone who can see a material flags it; admins resolve.
  'material.flag': { roles: EVERYONE },
  'material.resolveFlag': { roles: ADMIN },
  'comment.read': { roles: EVERYONE },
  'comment.write': { roles: EVERYONE },
  // Editing or deleting another user's comment.
  'comment.moderate': { roles: ADMIN },
  'datasheet.read': { roles: EVERYONE },
  'datasheet.write': { roles: ADMIN },
  'part.whereUsed': { roles: EVERYONE },
} as const satisfies Record<string, CapabilityRule>;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(CAPABILITIES) as Capability[];

/** Whether the actor has the capability. Visibility (which records) is a separate question. */
export function can(actor: PermissionActor, capability: Capability): boolean {
  const rule: CapabilityRule = CAPABILITIES[capability];
  const role = rule.roles.find((r) => r === actor.role);
  if (role === undefined) return false;
  const needsFlag = rule.rohs === true || (rule.rohs?.includes(role) ?? false);
  return !needsFlag || actor.isRoHSAllow === true;
}

/** The product status calls: the capability, then the workflow table's move. */
export function canMoveProduct(
  actor: PermissionActor,
  from: ProductStatusId,
  to: ProductStatusId,
): boolean {
  return (
    can(actor, 'product.changeStatus') && canChangeProductStatus(actor.role as RoleId, from, to)
  );
}

/** The material status choices the actor may set (none without the capability). */
export function materialStatusChoicesFor(actor: PermissionActor): MaterialStatusId[] {
  return can(actor, 'material.changeStatus') ? materialStatusChoices(actor.role as RoleId) : [];
}

/**
 * Pending products open only for roles 1 and 3 (DESIGN.md §5.1); a missing status is
 * Pending. `product/get` refuses the others, and the web app neither links nor opens them.
 */
export function canOpenProduct(role: number, status: number | null | undefined): boolean {
  const pending = status == null || status === ProductStatus.Pending;
  return !pending || can({ role }, 'product.openPending');
}

/** A user as the rules on managing users see them. */
interface ManagedUser {
  id: number;
  role: number;
}

/**
 * Why `actor` may not set a role on `target`, or null (DESIGN.md §5.3): nobody changes their
 * own role, and an admin's role is never changed from the users screen. The server refuses
 * with its message for each reason; the web app shows the role as text. Both ask this.
 */
export function roleChangeRefusal(
  actor: { id: number },
  target: ManagedUser,
): 'ownRole' | 'adminRole' | null {
  if (target.id === actor.id) return 'ownRole';
  if (target.role === Role.Admin) return 'adminRole';
  return null;
}

/**
 * Why `actor` may not disable, enable or remove `target`'s account, or null: nobody revokes
 * their own access (an admin could lock the installation out), and only those who see every
 * company (the admins) act on an admin's account.
 */
export function revokeRefusal(
  actor: PermissionActor & { id: number },
  target: ManagedUser,
): 'ownAccount' | 'adminAccount' | null {
  if (target.id === actor.id) return 'ownAccount';
  if (target.role === Role.Admin && !can(actor, 'company.seeAll')) return 'adminAccount';
  return null;
}
