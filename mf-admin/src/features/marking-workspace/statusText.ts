// Where a marker stands on a question, said plainly in their language (check scripts are never named as such).
import type { TFunction } from 'i18next';
import type { MarkingAssignment } from '@mockexam/contracts';

export function statusExplanation(t: TFunction<'marking'>, a: MarkingAssignment): string {
  switch (a.status) {
    case 'practice':
      return t('explain.practice');
    case 'qualifying':
      return t('explain.qualifying', { min: a.qualify_min });
    case 'not_qualified':
      return t('explain.not_qualified');
    case 'live':
      return t('explain.live');
    case 'paused':
      return a.paused_reason === 'chief' ? t('explain.pausedChief') : t('explain.pausedSeeds');
  }
}
