import { useTranslation } from 'react-i18next';
import { Page } from '../../lib/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { AccountErasure } from './AccountErasure';
import { ConsentHistory } from './ConsentHistory';
import { DataExport } from './DataExport';
import { DataViews } from './DataViews';

/** /privacy, linked from the profile: what the person consented to and when, who viewed their data, and their data to download. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const title = t('privacy.title');
  usePageTitle(title);
  return (
    <Page title={title} lead={t('privacy.lead')} width="medium">
      <ConsentHistory />
      <DataViews />
      <DataExport />
      <AccountErasure />
    </Page>
  );
}
