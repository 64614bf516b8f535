// The bounds of a question's marking settings, from the contract's own schema, so the form refuses what
// the server would, in the catalogue's words: whole numbers within each range, a tolerance in half marks
// no higher than the question's full mark.
import { HalfMark, MarkingSettings, messageText } from '@mockexam/contracts';
import type { Locale } from '@mockexam/i18n';
import { schemaRule } from '../../components/formRules';

/** The whole-number settings and their ranges (the contract's min and max). */
export const SETTING_RANGES = {
  qualify_min: { min: 0, max: 50 },
  seed_every: { min: 0, max: 100 },
  seed_fail_limit: { min: 1, max: 20 },
  double_share: { min: 0, max: 100 },
} as const;
export type WholeSetting = keyof typeof SETTING_RANGES;

/** The rule of a whole-number setting: the contract's check of that field. */
export const wholeSettingRule = (field: WholeSetting, locale: Locale) =>
  schemaRule(MarkingSettings.shape[field], locale);

/** The tolerance: half marks from 0 to the question's full mark. */
export function toleranceRule(maxScore: number, locale: Locale, aboveMax: string) {
  return {
    validator: (_: unknown, value: unknown) => {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      if (!HalfMark.safeParse(value).success)
        return Promise.reject(new Error(messageText('MARKS_SCORE_FORMAT', locale)));
      if ((value as number) > maxScore) return Promise.reject(new Error(aboveMax));
      return Promise.resolve();
    },
  };
}
