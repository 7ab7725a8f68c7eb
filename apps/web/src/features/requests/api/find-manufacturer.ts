/**
 * GET /manufacturer?search=name → the manufacturer a component names, for its contacts.
 * Components carry the manufacturer's name only; the search is a substring match, so the
 * exact name (any case) is picked from the page. Null when no manufacturer has that name.
 */
import { MANUFACTURER_PAGE_SIZE, manufacturerApi, type Manufacturer } from '@partproof/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { requestKeys } from './query-keys';

export async function findManufacturer(name: string): Promise<Manufacturer | null> {
  const wanted = name.trim().toLowerCase();
  const page = await call(manufacturerApi.list, {
    query: { search: name.trim(), size: MANUFACTURER_PAGE_SIZE.max },
  });
  return page.data.find((m) => m.name.trim().toLowerCase() === wanted) ?? null;
}

export function useManufacturerByName(name: string | null) {
  return useQuery({
    queryKey: requestKeys.manufacturer(name ?? ''),
    queryFn: () => findManufacturer(name ?? ''),
    enabled: name !== null && name.trim() !== '',
  });
}
