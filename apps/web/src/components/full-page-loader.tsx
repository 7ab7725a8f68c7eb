/** Shown while the session is being restored (spec §1) and while guards decide. */
import { Center, Loader } from '@mantine/core';
import { useLightTranslation } from '@/i18n/light-translation';

export function FullPageLoader() {
  const { t } = useLightTranslation();
  return (
    <Center h="100vh" role="status" aria-label={t('Loading')}>
      <Loader />
    </Center>
  );
}
