/**
 * The certificate cells of the component table. They belong to the certificate-review,
 * certificate-search, declarations, comments, datasheets, flags and requests features, which
 * this feature must not import (DESIGN.md §2), so the product page hands them in; a column is
 * shown only when its cell is given.
 */
import type { Material } from '@partproof/shared';
import type { ReactNode } from 'react';

export interface MaterialCertificateSlots {
  /** Inside the Certification records cell: the count that opens the records. */
  records: (material: Material) => ReactNode;
  /** Inside the Temp certificates cell. */
  temp?: (material: Material) => ReactNode;
  /** Inside the admin's Search database cell. */
  search?: (material: Material) => ReactNode;
  /** Inside the admin's Scrape certificate cell. */
  scrape?: (material: Material) => ReactNode;
  /** Tools next to Delete components, for the selected materials. */
  tools?: (selectedIds: number[]) => ReactNode;
  /** Inside the RoHS status cell (the declarations feature; RoHS users only). */
  rohs?: (material: Material) => ReactNode;
  /** Inside the admin's fetch RoHS/REACH cell. */
  fetchRohs?: (material: Material) => ReactNode;
  /** Inside the COMMENTS cell: the count that opens the comments (the comments feature). */
  comments?: (material: Material) => ReactNode;
  /** Inside the Datasheet cell: View, and Upload for admins (the datasheets feature). */
  datasheet?: (material: Material) => ReactNode;
  /** Inside the Flag cell: the Flagged badge or the Flag action (the flags feature). */
  flag?: (material: Material) => ReactNode;
  /** Inside the admin's Certificate contact cell: the latest request and its actions. */
  contact?: (material: Material) => ReactNode;
}
