import { useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { PRE_CHECK_STATEMENTS } from '@health-passport/domain';
import { useLocale } from '../../lib/i18n';
import { Button, Callout, ChoiceRadio, ModalDialog } from '../../lib/ui';
import { textIn, type LocalizedText } from './localized';
import styles from './PreCheckModal.module.css';

type Answer = 'accept' | 'deny';

export interface PreCheckModalProps {
  productName: LocalizedText;
  /** "Buy now" after accepting: the caller remembers the confirmation and continues the purchase. */
  onConfirm: () => void;
  /** Closing or "Select other product"; left out, the buyer stays where the modal was opened. */
  onDismiss?: () => void;
}

/**
 * The medical pre-check before buying (customer-journey §4, §5): the buyer must state that none of the
 * seven statements applies; otherwise a package with more medical supervision is needed.
 */
export function PreCheckModal({
  productName,
  onConfirm,
  onDismiss,
  close,
}: PreCheckModalProps & { close: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [answer, setAnswer] = useState<Answer | null>(null);

  const dismiss = () => {
    close();
    onDismiss?.();
  };
  const confirm = () => {
    close();
    onConfirm();
  };

  return (
    <ModalDialog
      title={t('shop.preCheck.title')}
      onDismiss={dismiss}
      actions={
        <>
          <Button variant="secondary" onPress={dismiss}>
            {t('shop.preCheck.selectOther')}
          </Button>
          <Button onPress={confirm} isDisabled={answer !== 'accept'}>
            {t('shop.preCheck.buy')}
          </Button>
        </>
      }
    >
      <p>{t('shop.preCheck.intro', { product: textIn(productName, locale) })}</p>
      <ul className={styles.statements}>
        {PRE_CHECK_STATEMENTS.map((statement) => (
          <li key={statement}>{t(`shop.preCheck.statements.${statement}`)}</li>
        ))}
      </ul>
      <RadioGroup
        value={answer}
        onChange={(value) => setAnswer(value === 'accept' || value === 'deny' ? value : null)}
        isRequired
        className={styles.group}
      >
        <Label className={styles.question}>{t('shop.preCheck.question')}</Label>
        <ChoiceRadio value="accept">{t('shop.preCheck.accept')}</ChoiceRadio>
        <ChoiceRadio value="deny">{t('shop.preCheck.deny')}</ChoiceRadio>
      </RadioGroup>
      {answer === 'deny' && (
        <div className={styles.denied}>
          <Callout tone="info" role="status">
            <p className={styles.deniedTitle}>{t('shop.preCheck.denied.title')}</p>
            <p>{t('shop.preCheck.denied.text')}</p>
            <p>{t('shop.preCheck.denied.contact')}</p>
          </Callout>
        </div>
      )}
    </ModalDialog>
  );
}
