// Sending a marker's live marks back to the queue: those given at or after a Hong Kong time, or all of them
// when no time is given. The marks are removed and the items marked again by others.
import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { formatDateTime, fromHkInput } from '@mockexam/i18n/dates';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useAssignmentAction } from './api';
import { NS } from './ns';

interface Values {
  since?: string;
}

interface Props {
  assignmentId: number;
  /** The marker and question, e.g. 'Chan Tai Man on Q3'. */
  who: string;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function SendBackDialog({ assignmentId, who, onClose, onDone }: Props) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const action = useAssignmentAction();
  const [refused, setRefused] = useState<ActionResult | null>(null);
  const sinceOf = (values: Values) => (values.since ? fromHkInput(values.since) : null);

  async function save(values: Values) {
    setRefused(null);
    const returned = await action.mutateAsync({ id: assignmentId, kind: 'send-back', since: sinceOf(values) });
    onDone({ type: 'success', text: t('sendBack.done', { count: returned ?? 0, who }) });
  }

  return (
    <FormModal<Values>
      title={t('sendBack.title', { who })}
      form={form}
      okText={t('sendBack.ok')}
      danger
      confirm={(values) => {
        const since = sinceOf(values);
        return {
          title: t('sendBack.confirmTitle', { who }),
          content: since
            ? t('sendBack.confirmSince', { since: formatDateTime(since, locale) })
            : t('sendBack.confirmAll'),
          okText: t('sendBack.ok'),
          danger: true,
        };
      }}
      onSave={save}
      pending={action.isPending}
      onError={setRefused}
      onClose={onClose}
    >
      <ResultAlert result={refused} onClose={() => setRefused(null)} />
      <p>{t('sendBack.help')}</p>
      <Form.Item
        label={t('sendBack.since')}
        name="since"
        htmlFor="marking-send-back-since"
        extra={t('sendBack.sinceHelp')}
        rules={[
          {
            validator: (_: unknown, value: string | undefined) =>
              !value || fromHkInput(value) ? Promise.resolve() : Promise.reject(new Error(t('sendBack.sinceInvalid'))),
          },
        ]}
      >
        <Input id="marking-send-back-since" type="datetime-local" />
      </Form.Item>
    </FormModal>
  );
}
