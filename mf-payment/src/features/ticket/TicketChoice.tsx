// Which ticket to show (by subject and exam date), and the actions: print this ticket, print all
// (one per A4 page) and download all. None of them prints by itself.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { AdmissionTicket } from '@mockexam/contracts';
import { fieldIn } from '@mockexam/i18n';
import { formatDate } from '@mockexam/i18n/dates';
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
    <Form layout="vertical" className="no-print ticket-choice">
      <Form.Item label={t('ticket.choose')} htmlFor="ticket-select">
        <Select
          id="ticket-select"
          value={chosen.ticket_id}
          onChange={onChoose}
          options={tickets.map((x) => ({
            value: x.ticket_id,
            label: `${fieldIn(x, 'subject_name', locale)}${x.exam_date ? ` (${formatDate(x.exam_date, locale)})` : ''}`,
          }))}
        />
      </Form.Item>
      <div className="ticket-actions">
        <Button type="primary" onClick={onPrint}>
          {t('ticket.print')}
        </Button>
        {count > 1 && <Button onClick={onPrintAll}>{t('ticket.printAll', { count })}</Button>}
        <Button onClick={onDownload}>{t('ticket.downloadAll', { count })}</Button>
      </div>
      <p className="note">{t('ticket.downloadHint')}</p>
    </Form>
  );
}
