/** GET /manufacturer/{id}/contacts → {data: [{id, label, email}]}: a manufacturer's request addresses. */
import { contactApi } from '@partproof/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export function getContacts(manufacturerId: number) {
  return call(contactApi.list, { params: { id: manufacturerId } });
}

export function useContacts(manufacturerId: number | null) {
  return useQuery({
    queryKey: requestKeys.contacts(manufacturerId ?? 0),
    queryFn: () => getContacts(manufacturerId ?? 0),
    enabled: manufacturerId !== null,
  });
}
