/** What each role sees on the Components screen (spec §6; DESIGN.md §5.2). */
import { Role } from '@partproof/shared';

/** Engineers (role 4) do not see the IN PRODUCT column. */
export const canSeeInProduct = (role: number): boolean => role !== Role.Engineer;

/** The records modal's C-Doc No. column: admins only. */
export const canSeeCDocNo = (role: number): boolean => role === Role.Admin;

/** Writes to the certificate database are admins' only. */
export const canUploadCertificate = (role: number): boolean => role === Role.Admin;
