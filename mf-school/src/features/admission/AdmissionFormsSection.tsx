// Admission forms for the submitted list: all students or one class, one form per A4 page, printed from
// the print stylesheet. Built from what the page already holds (the list and the registration).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolCandidateRow } from '@mockexam/contracts';
import { Button } from '@mockexam/ui/plain';
import { PrintMark } from '../../lib/icons';
import { AdmissionForm, type AdmissionDetails } from './AdmissionForm';
import '../../lib/print-sheet.css';
import './admission-print.css';

const ALL = '';

export function AdmissionFormsSection({ rows, details }: { rows: SchoolCandidateRow[]; details: AdmissionDetails }) {
  const { t } = useTranslation('school');
  const classes = [...new Set(rows.map((r) => r.class))].sort();
  const [chosen, setChosen] = useState(ALL);
  const [shown, setShown] = useState<SchoolCandidateRow[] | null>(null);

  return (
    <section className="school-section" aria-labelledby="admission-heading">
      <h2 className="section-title no-print" id="admission-heading">
        {t('admission.heading')}
      </h2>
      <p className="no-print">{t('admission.help')}</p>
      <div className="school-reset no-print">
        <div className="form-field school-inline-item">
          <label className="field-label" htmlFor="admission-class">
            {t('admission.students')}
          </label>
          <select
            id="admission-class"
            className="select"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value={ALL}>{t('slips.all')}</option>
            {classes.map((c) => (
              <option key={c} value={c}>{`${t('slips.class')} ${c}`}</option>
            ))}
          </select>
        </div>
        <Button onClick={() => setShown(rows.filter((r) => chosen === ALL || r.class === chosen))}>
          {t('admission.prepare')}
        </Button>
      </div>
      {shown && (
        <>
          <div className="school-buttons school-block no-print">
            <Button primary onClick={() => window.print()}>
              <PrintMark />
              {t('slips.print')}
            </Button>
            <Button onClick={() => setShown(null)}>{t('admission.close')}</Button>
          </div>
          <div className="admission-print-area print-sheet" role="region" aria-label={t('admission.heading')}>
            {shown.map((row) => (
              <AdmissionForm key={row.row_id} row={row} details={details} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
