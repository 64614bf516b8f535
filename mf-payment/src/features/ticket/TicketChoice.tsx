// Which ticket to show (by subject and exam date), and the print button. Neither prints.
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
}

export function TicketChoice({ tickets, chosen, onChoose }: Props) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
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
      <Button type="primary" onClick={() => window.print()}>
        {t('ticket.print')}
      </Button>
    </Form>
  );
}
