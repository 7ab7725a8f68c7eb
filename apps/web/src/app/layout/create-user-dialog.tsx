/**
 * Composes the users feature's Create User form with the companies the chosen role may
 * join (POST /company/byUserRole), so neither feature imports the other.
 */
import { can, DEFAULT_ROLE, type User } from '@partproof/shared';
import { useState } from 'react';
import { useCompaniesByUserRole } from '@/features/companies/api/get-companies-by-user-role';
import { CreateUserForm } from '@/features/users/components/create-user-form';

export function CreateUserDialog({ user, onDone }: { user: User; onDone: () => void }) {
  const [roleId, setRoleId] = useState<number>(DEFAULT_ROLE);
  const companies = useCompaniesByUserRole(user.id, roleId);
  return (
    <CreateUserForm
      companies={companies.data?.data ?? []}
      companiesLoading={companies.isPending}
      canGrantRoHS={can(user, 'user.grantRoHS')}
      onRoleChange={setRoleId}
      onCreated={onDone}
    />
  );
}
