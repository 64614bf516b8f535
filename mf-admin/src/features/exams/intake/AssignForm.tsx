// Files an exception's page as a candidate's page: the candidate number and page (filled with what was read,
// if anything), Enter submits. A page that already has a scan asks before replacing it; the server's field
// refusals (not entered, no such page) show under their field; discard asks first. `onDone` brings up the next.
import { useEffect, useRef, useState } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { BilingualText, ScanException } from '@mockexam/contracts';
import { textIn } from '@mockexam/i18n';
import { errorCode, errorMessage, fieldMessages, useLocale } from '@mockexam/ui/text';
import type { ActionResult } from '../../../components/ResultAlert';
import { useAssignException, useDiscardException } from './api';

interface Values {
  candidate_no: string;
  page: number | null;
}
type Field = keyof Values;

interface Props {
  examPaperId: number;
  exception: ScanException;
  /** The paper's pages, when known: the page field's bound. */
  pageCount: number | null;
  onDone: (result: ActionResult) => void;
}

const CANDIDATE_NO = /^[A-Za-z0-9]{8}$/;

export function AssignForm({ examPaperId, exception, pageCount, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const assign = useAssignException(examPaperId);
  const discard = useDiscardException(examPaperId);
  const [refused, setRefused] = useState<Partial<Record<Field, BilingualText>>>({});
  const candidateInput = useRef<InputRef>(null);
  // Each exception that comes up is ready to type into.
  useEffect(() => candidateInput.current?.focus(), []);

  async function send(values: Values, replace: boolean) {
    const candidateNo = values.candidate_no.trim().toUpperCase();
    const body = { candidate_no: candidateNo, page: values.page!, replace };
    try {
      await assign.mutateAsync({ id: exception.id, body });
      onDone({ type: 'success', text: t('intake.assign.done', { candidate: candidateNo, page: body.page }) });
    } catch (e) {
      if (errorCode(e) === 'SCAN_SLOT_TAKEN') return askToReplace(values, errorMessage(e));
      const fields = fieldMessages(e);
      const known = { candidate_no: fields.candidate_no, page: fields.page };
      if (known.candidate_no || known.page) return setRefused(known);
      onDone({ type: 'error', text: textIn(errorMessage(e), locale) });
    }
  }

  function askToReplace(values: Values, message: BilingualText) {
    modal.confirm({
      title: t('intake.assign.replaceTitle', { candidate: values.candidate_no.toUpperCase(), page: values.page }),
      content: textIn(message, locale),
      okText: t('intake.assign.replace'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => send(values, true),
    });
  }

  function confirmDiscard() {
    modal.confirm({
      title: t('intake.discard.title'),
      content: t('intake.discard.text', { file: exception.filename, page: exception.file_page }),
      okText: t('intake.discard.action'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await discard.mutateAsync(exception.id);
          onDone({ type: 'success', text: t('intake.discard.done') });
        } catch (e) {
          onDone({ type: 'error', text: textIn(errorMessage(e), locale) });
        }
      },
    });
  }

  const serverHelp = (field: Field) =>
    refused[field] ? { validateStatus: 'error' as const, help: textIn(refused[field], locale) } : {};
  const canAssign = exception.image_url !== null;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="intake-assign"
      initialValues={{ candidate_no: exception.candidate_no ?? '', page: exception.page }}
      onValuesChange={(changed: Partial<Values>) =>
        setRefused((before) => {
          const next = { ...before };
          for (const field of Object.keys(changed) as Field[]) delete next[field];
          return next;
        })
      }
      onFinish={(values) => void send(values, false)}
    >
      <Space wrap align="start">
        <Form.Item
          name="candidate_no"
          label={t('intake.assign.candidate')}
          rules={[
            { required: true, message: t('intake.assign.candidateRequired') },
            { pattern: CANDIDATE_NO, message: t('intake.assign.candidateInvalid') },
          ]}
          {...serverHelp('candidate_no')}
        >
          <Input ref={candidateInput} autoComplete="off" maxLength={8} disabled={!canAssign} />
        </Form.Item>
        <Form.Item
          name="page"
          label={t('intake.assign.page')}
          rules={[{ required: true, message: t('intake.assign.pageRequired', { max: pageCount ?? 64 }) }]}
          {...serverHelp('page')}
        >
          <InputNumber min={1} max={pageCount ?? 64} precision={0} disabled={!canAssign} />
        </Form.Item>
      </Space>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={assign.isPending} disabled={!canAssign}>
          {t('intake.assign.action')}
        </Button>
        <Button danger onClick={confirmDiscard} loading={discard.isPending}>
          {t('intake.discard.action')}
        </Button>
      </Space>
    </Form>
  );
}
