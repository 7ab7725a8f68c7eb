/**
 * POST /user/update (multipart): the signed-in user's names (the form's text fields) and an
 * optional profile image (its file), as the endpoint's definition declares them.
 */
import { userApi, type UploadInput } from '@partproof/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { authKeys } from './query-keys';

/** The fields (names, trimmed by the caller) and at most one image under `profileImage`. */
export type ProfileUpload = UploadInput<typeof userApi.updateProfile.form>;

export function updateProfile(input: ProfileUpload) {
  return call(userApi.updateProfile, input);
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
