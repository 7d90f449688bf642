import { useQuery } from '@tanstack/react-query';
import {
  PackageCode,
  QUESTIONNAIRE_MINUTES,
  QUESTIONNAIRE_MINUTES_SHORT,
  RemeasurementOrderErrorCode,
  RoutePath,
} from '@health-passport/domain';
import { ServerFormPage, type ServerFormPageConfig } from '../forms';
import { onboardingChaptersQueryKey } from '../../lib/queryKeys';
import { currentPassport, myPassportsQueryOptions, passportsQueryKey } from '../passports';

/** The health questionnaire of the current passport (docs/contracts/forms-api.md, customer-journey §7). */
export const QUESTIONNAIRE_PATH = '/api/v2/questionaire';

const questionnaire: ServerFormPageConfig = {
  form: { path: QUESTIONNAIRE_PATH, queryKey: ['questionnaire'] },
  titleKey: 'questionnaire.title',
  introKey: 'questionnaire.intro',
  noteKey: 'questionnaire.saved',
  // A next passport's questionnaire starts with the answers of the last visit, offered until each page is saved.
  offeredNoticeKey: 'questionnaire.lastVisit',
  notApplicable: {
    // The questionnaire answers 404 with this code when the person has no passport (forms-api).
    [RemeasurementOrderErrorCode.NEEDS_EXISTING_HEALTH_PASSPORT]: {
      titleId: 'questionnaire-no-passport',
      titleKey: 'questionnaire.noPassport.title',
      textKey: 'questionnaire.noPassport.text',
      link: { to: RoutePath.SHOP, labelKey: 'questionnaire.noPassport.shop' },
    },
  },
  finishTo: RoutePath.ONBOARDING,
  backKey: 'questionnaire.backToOnboarding',
  // Completing the questionnaire completes an onboarding step of the passport: /onboarding shows it done.
  invalidateOnFinish: [passportsQueryKey, onboardingChaptersQueryKey],
};

/**
 * /onboarding/questionaire (customer-journey §2, §5): the paged health questionnaire of the current
 * passport. Every page is saved on "Save and continue"; after a reload it resumes on the first page that is
 * not complete; the last page saves and returns to /onboarding.
 */
export function QuestionnairePage() {
  // The viewer has loaded a consumer's passports already; only its cache is read here.
  const passports = useQuery({ ...myPassportsQueryOptions(), enabled: false });
  const isShort = currentPassport(passports.data ?? [])?.packageCode === PackageCode.DIAMETER_ZGT_1;
  const minutes = isShort ? QUESTIONNAIRE_MINUTES_SHORT : QUESTIONNAIRE_MINUTES;
  return <ServerFormPage config={questionnaire} introValues={{ minutes }} />;
}
