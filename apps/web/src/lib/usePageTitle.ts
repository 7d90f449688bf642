import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<title> · Health Passport" (translated) while the page is shown. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const full = t('app.documentTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
