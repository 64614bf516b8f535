// The class-list layout: one printed table per class (a page break between classes) with each
// student's candidate number, account and initial password.
import { useTranslation } from 'react-i18next';
import type { CandidateSlip } from '@mockexam/contracts';
import { formatCandidateNo } from '@mockexam/contracts/text';

export function ClassListSheet({ slips, school }: { slips: CandidateSlip[]; school: string }) {
  const { t } = useTranslation('school');
  const classes = [...new Set(slips.map((s) => s.class))];
  return (
    <>
      {classes.map((name) => (
        <section key={name} className="slip-class-list print-page">
          <h3>
            {school ? `${school} — ` : ''}
            {t('slips.listTitle', { class: name })}
          </h3>
          <table>
            <thead>
              <tr>
                <th>{t('slips.studentNo')}</th>
                <th>{t('slips.name')}</th>
                <th>{t('slips.candidateNo')}</th>
                <th>{t('slips.account')}</th>
                <th>{t('slips.password')}</th>
              </tr>
            </thead>
            <tbody>
              {slips
                .filter((s) => s.class === name)
                .map((s) => (
                  <tr key={s.row_id}>
                    <td>{s.student_no}</td>
                    <td>{s.name}</td>
                    <td>{formatCandidateNo(s.candidate_no)}</td>
                    <td>{s.account}</td>
                    <td>{s.initial_password ?? t('slips.setByStudent')}</td>
                  </tr>
                ))}
            </tbody>
          </table>
          <p className="slip-note">{t('slips.passwordNote')}</p>
        </section>
      ))}
    </>
  );
}
