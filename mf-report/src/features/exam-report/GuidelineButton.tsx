// The guideline popup: the scoring reference of a question (phone) or a page (desktop), or
// '此頁沒有評分參考資料!' when there is none (spec section 8).
import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import BookOutlined from '@ant-design/icons/BookOutlined';
import { useTranslation } from 'react-i18next';
import type { GuidelineItem } from '@mockexam/contracts';
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
  const [open, setOpen] = useState(false);
  // The popup exists from its first opening on (then it stays, for its closing animation): the phone report
  // has a button per question, and rendering a closed popup for each cost every page load its time.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        className="no-print"
        size="small"
        icon={<BookOutlined />}
        aria-label={label}
        disabled={!items}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('guideline.button')}
      </Button>
      {opened && (
        <Modal open={open} title={title} onCancel={() => setOpen(false)} footer={null}>
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
        </Modal>
      )}
    </>
  );
}
