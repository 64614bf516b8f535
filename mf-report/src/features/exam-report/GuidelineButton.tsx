// The guideline popup: the scoring reference of a question (phone) or a page (desktop), or
// '此頁沒有評分參考資料!' when there is none (spec section 8).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuidelineItem } from '@mockexam/contracts';
import { Button, Dialog } from '@mockexam/ui/plain';
import { useMessage } from '@mockexam/ui/text';

interface Props {
  /** The button's accessible name, e.g. "Scoring reference for question 3". */
  label: string;
  /** The popup's title. */
  title: string;
  /** Undefined while the guidelines load. */
  items: GuidelineItem[] | undefined;
}

export function GuidelineButton({ label, title, items }: Props) {
  const { t } = useTranslation('report');
  const message = useMessage();
  // The popup is rendered only while open: the phone report has a button per question.
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="no-print button-small" aria-label={label} disabled={!items} onClick={() => setOpen(true)}>
        {t('guideline.button')}
      </Button>
      <Dialog
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('guideline.close')}</Button>}
      >
        {!items || items.length === 0 ? (
          <p className="guideline-empty">{message('NO_GUIDELINE')}</p>
        ) : (
          <ol className="guideline-list">
            {items.map((item, i) => (
              <li key={i} className="guideline-item">
                {item.suggestion}
              </li>
            ))}
          </ol>
        )}
      </Dialog>
    </>
  );
}
