import { useTranslation } from 'react-i18next';
import { RoutePath } from '@health-passport/domain';
import { ActionLink, StatePanel } from '../lib/ui';
import { usePageTitle } from '../lib/usePageTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatePanel
      variant="page"
      titleId="not-found-title"
      title={t('notFound.title')}
      text={t('notFound.text')}
    >
      <ActionLink to={RoutePath.HOME}>{t('notFound.home')}</ActionLink>
    </StatePanel>
  );
}
