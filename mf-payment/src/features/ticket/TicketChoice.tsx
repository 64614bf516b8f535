// Which ticket to show (by subject and exam date), and the actions: print this ticket, print all
// (one per A4 page) and download all. None of them prints by itself.
import { useTranslation } from 'react-i18next';
import type { AdmissionTicket } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
import { Button } from '@mockexam/ui/plain';
import { useLocale } from '@mockexam/ui/text';

interface Props {
  tickets: AdmissionTicket[];
  chosen: AdmissionTicket;
  onChoose: (ticketId: number) => void;
  onPrint: () => void;
  onPrintAll: () => void;
  onDownload: () => void;
}

export function TicketChoice({ tickets, chosen, onChoose, onPrint, onPrintAll, onDownload }: Props) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const count = tickets.length;
  return (
    <div className="no-print ticket-choice">
      <div className="form-field">
        <label htmlFor="ticket-select" className="field-label">
          {t('ticket.choose')}
        </label>
        <select
          id="ticket-select"
          className="select"
          value={chosen.ticket_id}
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          {tickets.map((x) => (
            <option key={x.ticket_id} value={x.ticket_id}>
              {`${fieldIn(x, 'subject_name', locale)}${x.exam_date ? ` (${formatDate(x.exam_date, locale)})` : ''}`}
            </option>
          ))}
        </select>
      </div>
      <div className="ticket-actions">
        <Button primary onClick={onPrint}>
          {t('ticket.print')}
        </Button>
        {count > 1 && <Button onClick={onPrintAll}>{t('ticket.printAll', { count })}</Button>}
        <Button onClick={onDownload}>{t('ticket.downloadAll', { count })}</Button>
      </div>
      <p className="note">{t('ticket.downloadHint')}</p>
    </div>
  );
}
