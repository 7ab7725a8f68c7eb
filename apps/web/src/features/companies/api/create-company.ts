/** POST /company {name} → 201 {result, message}. */
import { CreateCompanyResultSchema, type CreateCompany } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companiesKeys } from './query-keys';

export function createCompany(input: CreateCompany) {
  return api.post('/company', input, CreateCompanyResultSchema);
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
  });
}
