// A result's grade: Attained / Unattained for Citizenship and Social Development (`attained` set),
// otherwise the level, with Unclassified shown as 'U' and named beside it.
import { UNCLASSIFIED_LEVEL, levelLabels } from '@mockexam/contracts/text';
import { textIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { NO_VALUE } from './format';

/** Unclassified, Attained and Unattained in the page's language (the contracts' level labels). */
function useLevelName(): (name: keyof typeof levelLabels) => string {
  const locale = useLocale();
  return (name) => textIn(levelLabels[name], locale);
}

export function LevelText({ level, attained }: { level: string | null; attained: boolean | null }) {
  const levelName = useLevelName();
  if (attained !== null) return <>{levelName(attained ? 'attained' : 'unattained')}</>;
  if (level === null) return <>{NO_VALUE}</>;
  if (level !== UNCLASSIFIED_LEVEL) return <>{level}</>;
  return (
    <span className="level-unclassified">
      {UNCLASSIFIED_LEVEL} <span className="level-note">({levelName('unclassified')})</span>
    </span>
  );
}

/**
 * A level of a distribution as plain text (a chart's label): 'U (Unclassified)', Attained and
 * Unattained in the page's language, any other level as it is.
 */
export function useLevelLabel(): (level: string) => string {
  const levelName = useLevelName();
  return (level) => {
    if (level === UNCLASSIFIED_LEVEL) return `${UNCLASSIFIED_LEVEL} (${levelName('unclassified')})`;
    const attainment = level.toLowerCase();
    if (attainment === 'attained' || attainment === 'unattained') return levelName(attainment);
    return level;
  };
}
