/**
 * /components: the Components screen for the signed-in user, with certificate-review's upload
 * dialog and the comments feature's part comments dialog.
 */
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { UploadCertificateModal } from '@/features/certificate-review/components/upload-certificate-modal';
import { PartCommentsDialog } from '@/features/comments/components/part-comments-dialog';
import { ComponentsScreen } from '@/features/parts/components/components-screen';

export function ComponentsRoute() {
  const user = useCurrentUser();
  return (
    <ComponentsScreen
      user={user}
      uploadCertificate={(props) => <UploadCertificateModal {...props} />}
      partComments={(props) => <PartCommentsDialog {...props} />}
    />
  );
}
