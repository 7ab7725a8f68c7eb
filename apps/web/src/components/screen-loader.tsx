/**
 * What a Suspense boundary shows while a screen's code is on its way. The spinner appears
 * only after a short delay: a chunk from the cache arrives in a few milliseconds, and a
 * spinner flashing for one frame reads as a glitch. The area keeps its size meanwhile, so
 * the page does not jump when the screen arrives.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLightTranslation } from '@/i18n/light-translation';

const SPINNER_DELAY_MS = 200;

export function ScreenLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useLightTranslation();
  const [spinner, setSpinner] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSpinner(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center h={fullPage ? '100vh' : undefined} mih={200} role="status" aria-label={t('Loading')}>
      {spinner && <Loader />}
    </Center>
  );
}
