/** POST /company {name} → 201 {result, message}. */
import { companyApi, type CreateCompany } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { companiesKeys } from './query-keys';

export function createCompany(input: CreateCompany) {
  return call(companyApi.create, { body: input });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
