// The slips ready to print: a print button (window.print; the print stylesheet shows only these), the
// note that the initial password appears only on this printout, and a close button that drops them.
import { useTranslation } from 'react-i18next';
import type { CandidateSlip } from '@mockexam/contracts';
import { Button, Notice } from '@mockexam/ui/plain';
import { PrintMark } from '../../lib/icons';
import { CandidateSlipCard } from './CandidateSlipCard';
import { ClassListSheet } from './ClassListSheet';
import '../../lib/print-sheet.css';
import './slips-print.css';

export type SlipLayout = 'slips' | 'list';

interface Props {
  school: string;
  slips: CandidateSlip[];
  layout: SlipLayout;
  onClose: () => void;
}

export function SlipSheet({ school, slips, layout, onClose }: Props) {
  const { t } = useTranslation('school');
  return (
    <div className="slip-sheet">
      <div className="no-print">
        <Notice type="warning" title={t('slips.passwordNote')} />
        <div className="school-buttons school-block">
          <Button primary onClick={() => window.print()}>
            <PrintMark />
            {t('slips.print')}
          </Button>
          <Button onClick={onClose}>{t('slips.close')}</Button>
        </div>
      </div>
      <div className="slips-print-area print-sheet" role="region" aria-label={t('slips.slipsLabel')}>
        {layout === 'list' ? (
          <ClassListSheet slips={slips} school={school} />
        ) : (
          slips.map((slip) => <CandidateSlipCard key={slip.row_id} slip={slip} school={school} />)
        )}
      </div>
    </div>
  );
}
