// Flagging a script to the question's chief marker: a reason and an optional note.
import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import type { FlagReason } from '@mockexam/contracts';

const REASONS: FlagReason[] = ['illegible', 'blank', 'wrong_page', 'concern'];

export function FlagForm(props: {
  pending: boolean;
  onFlag(reason: FlagReason, note: string | null): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('marking');
  const [reason, setReason] = useState<FlagReason>('illegible');
  const [note, setNote] = useState('');
  return (
    <form
      className="marking-flag"
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.pending) props.onFlag(reason, note.trim() || null);
      }}
    >
      <fieldset>
        <legend>{t('flag.title')}</legend>
        <p id="marking-flag-reason">{t('flag.reason')}</p>
        <Radio.Group
          aria-labelledby="marking-flag-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as FlagReason)}
          className="marking-flag-reasons"
          options={REASONS.map((value) => ({ value, label: t(`flag.reasons.${value}`) }))}
        />
        <label htmlFor="marking-flag-note">{t('flag.note')}</label>
        <Input.TextArea
          id="marking-flag-note"
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </fieldset>
      <div className="marking-actions">
        <Button htmlType="submit" danger loading={props.pending}>
          {t('flag.submit')}
        </Button>
        <Button onClick={props.onCancel}>{t('flag.cancel')}</Button>
      </div>
    </form>
  );
}
