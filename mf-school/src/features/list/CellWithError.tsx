// A cell's value and, when the row has an error for it, an error icon whose tooltip (on hover and on
// keyboard focus) gives the row number and the reason in the reader's language.
import type { ReactNode } from 'react';
import Tooltip from 'antd/es/tooltip';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@mockexam/ui/text';
import type { MessageKey } from '@mockexam/contracts';

export function CellWithError({ rowNo, error, children }: { rowNo: number; error?: string; children: ReactNode }) {
  const { t } = useTranslation('school');
  const message = useMessage();
  if (!error) return <>{children}</>;
  const text = t('list.cellError', { n: rowNo, reason: message(error as MessageKey) });
  return (
    <span className="school-cell-error">
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <ExclamationCircleFilled className="school-error-icon" role="img" aria-label={text} tabIndex={0} />
      </Tooltip>
      {children}
    </span>
  );
}
