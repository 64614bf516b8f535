// A result's grade: Attained / Unattained for Citizenship and Social Development (`attained` set),
// otherwise the level, with Unclassified shown as 'U' and named beside it.
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from './format';

export const UNCLASSIFIED = 'U';

export function LevelText({ level, attained }: { level: string | null; attained: boolean | null }) {
  const { t } = useTranslation('report');
  if (attained !== null) return <>{t(attained ? 'level.attained' : 'level.unattained')}</>;
  if (level === null) return <>{NO_VALUE}</>;
  if (level !== UNCLASSIFIED) return <>{level}</>;
  return (
    <span className="level-unclassified">
      {UNCLASSIFIED} <span className="level-note">({t('level.unclassified')})</span>
    </span>
  );
}

/**
 * A level of a distribution as plain text (a chart's label): 'U (Unclassified)', Attained and
 * Unattained in the page's language, any other level as it is.
 */
export function useLevelLabel(): (level: string) => string {
  const { t } = useTranslation('report');
  return (level) => {
    if (level === UNCLASSIFIED) return `${UNCLASSIFIED} (${t('level.unclassified')})`;
    const attainment = level.toLowerCase();
    if (attainment === 'attained' || attainment === 'unattained') return t(`level.${attainment}`);
    return level;
  };
}
