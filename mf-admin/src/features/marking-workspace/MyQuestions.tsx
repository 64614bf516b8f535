// 'marking': the marker's questions, each with its exam and paper, where they stand (explained), their
// counts and the button into the workspace; a chief also has the link to the question's chief page.
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarkingAssignment } from '@mockexam/contracts';
import { useSession } from '@mockexam/session';
import { useLocale } from '@mockexam/ui/text';
import { useActionError } from '../../components/useActionError';
import { useMarkingAssignments } from './api';
import { statusExplanation } from './statusText';

const STATUS_COLOURS = {
  practice: 'blue',
  qualifying: 'gold',
  not_qualified: 'red',
  live: 'green',
  paused: 'volcano',
} as const;

function QuestionCard({ a }: { a: MarkingAssignment }) {
  const { t } = useTranslation('marking');
  const locale = useLocale();
  const en = locale === 'en';
  const begun = a.practice_done + a.qualification_done + a.marked > 0;
  return (
    <li className="marking-question">
      <h3>
        {t('home.question', { label: a.label, max: a.max_score })}{' '}
        {a.role === 'chief' && <Tag color="purple">{t('home.roleChief')}</Tag>}
      </h3>
      <p className="marking-muted">
        {t('home.paper', {
          exam: en ? a.exam_title_en : a.exam_title_zh,
          paper: en ? a.paper_title_en : a.paper_title_zh,
        })}
      </p>
      <p>
        <Tag color={STATUS_COLOURS[a.status]}>{t(`status.${a.status}`)}</Tag> {statusExplanation(t, a)}
      </p>
      <ul className="marking-counts">
        {a.practice_total > 0 && <li>{t('home.practiceCount', { done: a.practice_done, total: a.practice_total })}</li>}
        {a.qualification_total > 0 && (
          <li>
            {t('home.qualificationCount', {
              done: a.qualification_done,
              total: a.qualification_total,
              within: a.qualification_within,
              min: a.qualify_min,
            })}
          </li>
        )}
        <li>{t('home.markedCount', { count: a.marked })}</li>
        {a.open ? <li>{t('home.availableCount', { count: a.available })}</li> : <li>{t('home.notOpen')}</li>}
        {a.role === 'chief' && <li>{t('home.thirdCount', { count: a.third_waiting })}</li>}
      </ul>
      <p className="marking-actions">
        <Link
          className="marking-link-button"
          to={`/${locale}/marking/questions/${a.question_id}`}
          aria-label={t(begun ? 'home.continueFor' : 'home.startFor', { label: a.label })}
        >
          {t(begun ? 'home.continue' : 'home.start')}
        </Link>
        {a.role === 'chief' && (
          <Link
            to={`/${locale}/marking/questions/${a.question_id}/chief`}
            aria-label={t('home.chiefPageFor', { label: a.label })}
          >
            {t('home.chiefPage')}
          </Link>
        )}
      </p>
    </li>
  );
}

export function MyQuestions() {
  const { t } = useTranslation('marking');
  const name = useSession((s) => s.profile?.display_name ?? '');
  const assignments = useMarkingAssignments();
  const errorText = useActionError();
  return (
    <>
      <p>{t('home.welcome', { name })}</p>
      <h2>{t('home.questions')}</h2>
      {assignments.isPending && <p role="status">{t('home.loading')}</p>}
      {assignments.isError && <Alert type="error" role="alert" showIcon title={errorText(assignments.error)} />}
      {assignments.data && assignments.data.assignments.length === 0 && <p>{t('home.none')}</p>}
      {assignments.data && assignments.data.assignments.length > 0 && (
        <ul className="marking-questions">
          {assignments.data.assignments.map((a) => (
            <QuestionCard key={a.id} a={a} />
          ))}
        </ul>
      )}
    </>
  );
}
