// marking/questions/:question/chief: a chief marker's page of the question, in the markers' plain layout
// (no back-office sections) with the way back to their questions.
import App from 'antd/es/app';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@mockexam/ui/text';
import { ChiefQuestion } from '../features/marking-supervision/ChiefQuestion';
import { NS } from '../features/marking-supervision/ns';
import '../admin.css';

export default function ChiefQuestionPage() {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const questionId = Number(useParams().question);
  // <App>: confirmations go through App.useApp().modal (the shell's provider has no <App>).
  return (
    <App component="section" className="admin-home marking-chief">
      <nav aria-label={t('chief.nav')}>
        <Link to={`/${locale}/marking`}>{t('chief.back')}</Link>
      </nav>
      <ChiefQuestion key={questionId} questionId={questionId} />
    </App>
  );
}
