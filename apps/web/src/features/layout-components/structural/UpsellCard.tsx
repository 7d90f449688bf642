import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoutePath, UPSELL_DEFAULT_TEXT_KEY, type LayoutProperties } from '@health-passport/domain';
import { ActionLink, Button, ModalDialog } from '../../../lib/ui';
import { RichText } from '../RichText';
import { LayoutHeading } from './headings';
import { LayoutIcon } from './LayoutIcon';
import styles from './UpsellCard.module.css';

/**
 * A card the passport's package does not include (§4): shown greyed with its title; opening it explains, in
 * a dialog, that it can be added, in the layout's own words or the default text.
 */
export function UpsellCard({
  properties,
}: {
  properties: Pick<LayoutProperties, 'title' | 'subTitle' | 'icon' | 'upsellText'>;
}) {
  const { t } = useTranslation();
  const [explaining, setExplaining] = useState(false);
  const noteId = useId();
  const { title, subTitle, icon, upsellText } = properties;
  const subject = title ?? t('layout.upsell.thisPart');
  const close = () => setExplaining(false);
  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <LayoutIcon file={icon} className={styles.icon} />
        <LayoutHeading className={styles.title}>
          <button
            type="button"
            className={styles.trigger}
            aria-disabled="true"
            aria-haspopup="dialog"
            aria-describedby={noteId}
            onClick={() => setExplaining(true)}
          >
            {subject}
          </button>
        </LayoutHeading>
      </div>
      {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
      <p id={noteId} className={styles.note}>
        <LayoutIcon file="lock.svg" className={styles.lock} />
        {t('layout.upsell.locked')}
      </p>
      {explaining && (
        <ModalDialog
          title={t('layout.upsell.title', { subject })}
          onDismiss={close}
          actions={
            <>
              <Button variant="secondary" onPress={close}>
                {t('layout.close')}
              </Button>
              <ActionLink to={RoutePath.SHOP}>{t('layout.upsell.viewPackages')}</ActionLink>
            </>
          }
        >
          <RichText html={upsellText ?? t(UPSELL_DEFAULT_TEXT_KEY, { subject })} />
        </ModalDialog>
      )}
    </div>
  );
}
