/** POST /user/update (multipart): the signed-in user's names and profile image. */
import { userApi } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { authKeys } from './query-keys';

export interface ProfileInput {
  firstName: string;
  lastName: string;
  profileImage: File | null;
}

export function updateProfile({ firstName, lastName, profileImage }: ProfileInput) {
  const form = new FormData();
  form.set('firstName', firstName);
  form.set('lastName', lastName);
  if (profileImage) form.set('profileImage', profileImage);
  return call(userApi.updateProfile, { form });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (result) => {
      if (result.user) queryClient.setQueryData(authKeys.currentUser(), result.user);
      else await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}
