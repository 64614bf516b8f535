// The order review's table: each subject with its papers and fee, the postage fee and the total.
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@mockexam/ui';

export interface OrderLine {
  key: string;
  subject: string;
  papers: string;
  priceCents: number;
}

interface Props {
  lines: OrderLine[];
  postageFeeCents: number;
  totalCents: number;
}

export function OrderLinesTable({ lines, postageFeeCents, totalCents }: Props) {
  const { t } = useTranslation('enrolment');
  return (
    <Table
      className="enrolment-block"
      size="small"
      pagination={false}
      dataSource={lines}
      scroll={{ x: true }}
      columns={[
        { title: t('confirm.subject'), dataIndex: 'subject' },
        { title: t('confirm.papers'), dataIndex: 'papers' },
        {
          title: t('confirm.price'),
          dataIndex: 'priceCents',
          align: 'right',
          render: (cents: number) => formatHkd(cents),
        },
      ]}
      summary={() => (
        <>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              {t('confirm.postageFee')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatHkd(postageFeeCents)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <strong>{t('select.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="confirm-total">{formatHkd(totalCents)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </>
      )}
    />
  );
}
