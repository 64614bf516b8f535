// 'marking': a marker's questions, in the markers' own frame (not the back office's sections).
import { useTranslation } from 'react-i18next';
import { MarkerLayout } from '../features/marking-workspace/MarkerLayout';
import { MyQuestions } from '../features/marking-workspace/MyQuestions';

export default function MarkingHomePage() {
  const { t } = useTranslation('marking');
  return (
    <MarkerLayout title={t('home.title')}>
      <MyQuestions />
    </MarkerLayout>
  );
}
