// My last marked scripts of the question, newest first, each with a button to open it again and change its
// mark (until a chief's third marking has made the item's mark final).
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { useRecentMarks } from './api';

export function RecentList({ questionId, onChange }: { questionId: number; onChange(taskId: number): void }) {
  const { t } = useTranslation('marking');
  const locale = useLocale();
  const recent = useRecentMarks(questionId);
  const marks = recent.data?.marks ?? [];
  return (
    <section className="marking-recent" aria-labelledby="marking-recent-title">
      <h2 id="marking-recent-title">{t('recent.title')}</h2>
      {recent.isSuccess && marks.length === 0 && <p>{t('recent.none')}</p>}
      {marks.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('recent.script')}</th>
              <th scope="col">{t('recent.score')}</th>
              <th scope="col">{t('recent.when')}</th>
              <th scope="col">
                <span className="admin-visually-hidden">{t('recent.change')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {marks.map((m) => (
              <tr key={m.task_id}>
                <td>{m.script_code}</td>
                <td>{m.score}</td>
                <td>{formatDateTime(m.submitted_at, locale)}</td>
                <td>
                  {m.changeable ? (
                    <Button
                      size="small"
                      onClick={() => onChange(m.task_id)}
                      aria-label={t('recent.changeFor', { code: m.script_code })}
                    >
                      {t('recent.change')}
                    </Button>
                  ) : (
                    t('recent.final')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
