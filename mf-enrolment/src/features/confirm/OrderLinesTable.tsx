// The order review's table: each subject with its papers and fee, the postage fee and the total.
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
    <div className="enrolment-block confirm-lines">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('confirm.subject')}</th>
            <th scope="col">{t('confirm.papers')}</th>
            <th scope="col" className="align-right">
              {t('confirm.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td>{line.subject}</td>
              <td>{line.papers}</td>
              <td className="align-right">{formatHkd(line.priceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('confirm.postageFee')}
            </th>
            <td className="align-right">{formatHkd(postageFeeCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {t('select.total')}
            </th>
            <td className="align-right">
              <strong data-testid="confirm-total">{formatHkd(totalCents)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
