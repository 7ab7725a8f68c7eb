/** POST /manufacturer/{id}/contacts {contacts} → the new list: the contact-label dialog's Save. */
import { contactApi, type ContactsSave } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export function saveContacts(input: { manufacturerId: number; body: ContactsSave }) {
  return call(contactApi.save, { params: { id: input.manufacturerId }, body: input.body });
}

export function useSaveContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContacts,
    onSuccess: (list, { manufacturerId }) =>
      queryClient.setQueryData(requestKeys.contacts(manufacturerId), list),
  });
}
